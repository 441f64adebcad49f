// next/image lists every configured width from the smallest a picture's `sizes` can ask for; the storefront's
// pictures (utils/optimisedImage.ts) leave out the widths no screen asks for (tests/unit/optimisedImage.test.ts
// holds the browser's pick to be the same). The markup tests compare with next/image's element with its srcset
// and src as the storefront lists them, after checking that every address listed is one next/image lists too.
import { imageAttributes } from '@/utils/optimisedImage';

const attribute = (name: string, flags = '') => new RegExp(`\\s${name}="([^"]*)"`, flags);
const unescape = (value: string) => value.replace(/&amp;/g, '&');
const escape = (value: string) => value.replace(/&/g, '&amp;');

/** `markup` (next/image's <img>, and the preload React puts before an eager one) with the srcset and src the
 * storefront lists for `src` at `sizes`. */
export function withListedWidths(markup: string, src: string, sizes: string): string {
  const theirs = attribute('srcSet').exec(markup)?.[1];
  if (theirs === undefined) return markup;
  const listed = imageAttributes(src, sizes);
  const theirEntries = unescape(theirs).split(', ');
  const missing = (listed.srcSet ?? '').split(', ').filter((entry) => !theirEntries.includes(entry));
  if (missing.length > 0) throw new Error(`listed widths next/image does not list: ${missing.join(', ')}`);
  return markup
    .replace(attribute('(image)?[sS]rcSet', 'g'), (_, image?: string) =>
      image ? ` imageSrcSet="${escape(listed.srcSet ?? '')}"` : ` srcSet="${escape(listed.srcSet ?? '')}"`,
    )
    .replace(attribute('src'), () => ` src="${escape(listed.src)}"`);
}
