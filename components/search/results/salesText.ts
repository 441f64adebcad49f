// A result card's sales line: the translated "Sold: {{count}}" with the card's number written in, as i18next's
// interpolation writes a number (its plain digits).

/** The `{{count}}` placeholder of the results.sales text, taken once per list with interpolation skipped. */
export const SALES_PLACEHOLDER = '{{count}}';

export function salesText(template: string, count: number): string {
  return template.replaceAll(SALES_PLACEHOLDER, String(count));
}
