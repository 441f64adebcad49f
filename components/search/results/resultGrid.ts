// The result grid: two columns on a 390 px phone, up to five on a wide screen. The cards inside are plain
// elements; their rules live here, on the grid, so twenty cards cost one style computation per list.
import { styled } from '@mui/material/styles';
import { productCardLook } from '@/components/product/cardLook';
import { stylesPerTheme } from '@/theme/stylesPerTheme';

export const resultGridSx = {
  display: 'grid',
  gap: { xs: 1, sm: 1.5 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
  },
} as const;

/** Class names of the parts of a result card (see ResultCard). */
export const RESULT_CARD = {
  root: 'ResultCard-root',
  action: 'ResultCard-action',
  cover: 'ResultCard-cover',
  body: 'ResultCard-body',
  title: 'ResultCard-title',
  price: 'ResultCard-price',
  converted: 'ResultCard-converted',
  caption: 'ResultCard-caption',
} as const;

const noWrap = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The grid (a list) with the look of an outlined MUI card and its typography for every card inside. */
export const ResultGrid = styled('ul')(
  stylesPerTheme((theme) => {
    const look = productCardLook(theme);
    return {
      display: 'grid',
      listStyle: 'none',
      margin: 0,
      padding: 0,
      gap: theme.spacing(1),
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      [theme.breakpoints.up('sm')]: { gap: theme.spacing(1.5), gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
      '& > li': { minWidth: 0 },
      [`& .${RESULT_CARD.root}`]: look.root,
      [`& .${RESULT_CARD.action}`]: look.action,
      [`& .${RESULT_CARD.cover}`]: look.cover,
      [`& .${RESULT_CARD.body}`]: look.body,
      [`& .${RESULT_CARD.title}`]: look.title,
      [`& .${RESULT_CARD.price}`]: {
        ...theme.typography.subtitle1,
        margin: 0,
        marginTop: theme.spacing(0.5),
        fontWeight: 700,
        color: theme.palette.primary.main,
      },
      // The caption lines keep the card's text colour, as they had as MUI Typography (whose color="text.secondary"
      // matched none of its colour variants).
      [`& .${RESULT_CARD.converted}`]: { ...theme.typography.caption, margin: 0 },
      [`& .${RESULT_CARD.caption}`]: { ...theme.typography.caption, margin: 0, ...noWrap },
    };
  }),
);
