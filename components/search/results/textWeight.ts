/*
 * Display weight of a text: a character above code 255 counts 2 (CJK and other wide scripts take about
 * twice the room of Latin letters), every other character 1. We walk code points, so an emoji written as a
 * surrogate pair is one character of weight 2 and is never cut in half.
 */

function charWeight(char: string): number {
  return (char.codePointAt(0) ?? 0) > 255 ? 2 : 1;
}

/** Weight of `text`: characters above code 255 count 2, others 1. */
export function textWeight(text: string): number {
  let weight = 0;
  for (const char of text) weight += charWeight(char);
  return weight;
}

/**
 * `text` cut so that its weight, ellipsis included, is at most `max`. Text that already fits is returned as is;
 * the ellipsis (default '...') is added only when something was cut, and dropped when it alone exceeds `max`.
 */
export function truncateByWeight(text: string, max: number, ellipsis = '...'): string {
  const limit = Math.max(0, Math.floor(max));
  if (textWeight(text) <= limit) return text;
  const ellipsisWeight = textWeight(ellipsis);
  const suffix = ellipsisWeight <= limit ? ellipsis : '';
  const budget = limit - (suffix ? ellipsisWeight : 0);
  let out = '';
  let weight = 0;
  for (const char of text) {
    const w = charWeight(char);
    if (weight + w > budget) break;
    out += char;
    weight += w;
  }
  return out + suffix;
}
