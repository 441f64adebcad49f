// The vendor prefixes our styles still need, instead of stylis' full prefixer. Every browser we serve reads flexbox,
// transitions, transforms, appearance and text-decoration unprefixed; the full prefixer still wrote `-webkit-box`,
// `-ms-flexbox` and friends for each, close to a third of every page's inline CSS (22 of 76 KB on the search page).
// Safari is the exception for the few properties below: it reads them only with `-webkit-`.
import { DECLARATION, type Element } from 'stylis';

const WEBKIT_ONLY_IN_SAFARI = new Set([
  'user-select',
  'backdrop-filter',
  'hyphens',
  'print-color-adjust',
  'text-size-adjust',
]);

/** Stylis middleware: `user-select:none;` becomes `-webkit-user-select:none;user-select:none;`. */
export function safariPrefixer(element: Element): void {
  if (element.type === DECLARATION && !element.return && WEBKIT_ONLY_IN_SAFARI.has(element.props as string)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
}
