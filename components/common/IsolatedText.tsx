// Text from the API whose inserted values (order numbers, amounts, shop names) arrive wrapped in Unicode isolates
// (U+2068 … U+2069): each becomes a <bdi>, so a Latin fragment keeps its own direction in a right-to-left page and
// the sentence's punctuation stays where its reader expects it. Text without isolates renders as it is.
import { Fragment } from 'react';

const ISOLATED = /\u2068([^\u2068\u2069]*)\u2069/g;

/** Plain runs and isolated values, in order (isolated values without their marks). */
export function splitIsolates(text: string): { text: string; isolated: boolean }[] {
  const parts: { text: string; isolated: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(ISOLATED)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), isolated: false });
    parts.push({ text: match[1] ?? '', isolated: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), isolated: false });
  return parts;
}

export default function IsolatedText({ text }: { text: string }) {
  return (
    <>
      {splitIsolates(text).map((part, i) =>
        part.isolated ? <bdi key={i}>{part.text}</bdi> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </>
  );
}
