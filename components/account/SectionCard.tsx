// A titled block of the account page. Outlined paper reads well in both schemes; padding shrinks on phones.
// The account page shows seven of these: each is plain elements under one style worked out once per theme (the
// look of an outlined MUI Paper with an h6 title and a body2 description), not a Paper and two Typography with
// their own sx per block.
import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { stylesPerTheme } from '@/theme/stylesPerTheme';

const PART = {
  title: 'SectionCard-title',
  described: 'SectionCard-described',
  description: 'SectionCard-description',
} as const;

const Section = styled('section')(
  stylesPerTheme((theme) => ({
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    transition: theme.transitions.create('box-shadow'),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: Number(theme.shape.borderRadius) * 2,
    minWidth: 0,
    [theme.breakpoints.up('xs')]: { padding: theme.spacing(2) },
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
    [`& .${PART.title}`]: { margin: 0, ...theme.typography.h6, marginBottom: theme.spacing(2) },
    [`& .${PART.title}.${PART.described}`]: { marginBottom: theme.spacing(0.5) },
    // The description keeps the block's text colour, as it had as Typography (whose color="text.secondary" matched
    // none of its colour variants).
    [`& .${PART.description}`]: { margin: 0, ...theme.typography.body2, marginBottom: theme.spacing(2) },
  })),
);

export default function SectionCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId} className={description ? `${PART.title} ${PART.described}` : PART.title}>
        {title}
      </h2>
      {description && <p className={PART.description}>{description}</p>}
      {children}
    </Section>
  );
}
