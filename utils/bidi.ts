// Unicode isolates for a value put into a translated sentence as text (where a <bdi> element cannot go: an
// interpolated string, an aria-label). Without them a Latin fragment in an Arabic sentence pulls the punctuation
// and numbers around it into its own direction: "2023–2026" reads "2026–2023", a full stop lands on the wrong side.

/** First-strong isolate (FSI … PDI): the value takes the direction of its own first letter, as <bdi> does. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** Left-to-right isolate (LRI … PDI), for values that always read left to right: year ranges, codes. */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}
