// The look of a product card, written once for the two places that draw one: the home page's card (one style on
// each card) and the search results (one style on the grid for all its cards). Plain elements with the look of an
// outlined MUI Card, so dozens of cards do not each carry a Card, a Box and a Typography with their own styles.
import type { Theme } from '@mui/material/styles';
import { focusRing } from '@/theme/focusRing';

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

/** The styles of a card's parts: the card itself, the link area, the square cover, the body and the title. */
export function productCardLook(theme: Theme) {
  return {
    root: {
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      overflow: 'hidden',
      backgroundColor: theme.palette.background.paper,
      color: theme.palette.text.primary,
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      // The card clips its corners (overflow hidden), which would cut the link's ring: the card draws it instead.
      '&:has(.Mui-focusVisible)': focusRing(theme),
    },
    action: { flexGrow: 1, alignItems: 'stretch', '&.Mui-focusVisible': { outline: 'none', boxShadow: 'none' } },
    cover: { position: 'relative', aspectRatio: '1 / 1', backgroundColor: theme.palette.action.hover },
    body: { padding: theme.spacing(1.25) },
    title: { ...theme.typography.body2, margin: 0, ...cardTitleSx },
  } as const;
}
