// The title style of a product card, for the lists that draw card-like rows with MUI's sx (the watch history).
// The cards themselves take the same rules from their stylesheet (ProductCard.module.css: .title, .clamped).

/** Room for two lines of title, so the cards of a row line up. */
export const cardTitleSx = { minHeight: '2.86em', lineHeight: 1.43, wordBreak: 'break-word' } as const;

/** The same, cut with an ellipsis after the second line. */
export const clampedCardTitleSx = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  ...cardTitleSx,
} as const;
