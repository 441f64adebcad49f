// Renders tenant HTML that the server already passed through sanitizeTenantHtml (services/server/html.ts). Sanitising on
// the server keeps sanitize-html out of the browser bundle; this component only styles the markup.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { accentText } from '@/components/home/accentText';

export const articleTypographySx: SxProps<Theme> = {
  fontSize: '1rem',
  lineHeight: 1.75,
  overflowWrap: 'anywhere',
  color: 'text.primary',
  '& h1, & h2, & h3, & h4, & h5, & h6': { lineHeight: 1.3, mt: 3, mb: 1.5, fontWeight: 700 },
  '& h1': { fontSize: '1.75rem' },
  '& h2': { fontSize: '1.45rem' },
  '& h3': { fontSize: '1.2rem' },
  '& p': { my: 1.5 },
  '& ul, & ol': { paddingInlineStart: 3, my: 1.5 },
  '& li': { my: 0.5 },
  '& a': { color: accentText, textDecorationThickness: '1px', textUnderlineOffset: '2px' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& blockquote': {
    mx: 0,
    my: 2,
    py: 0.5,
    paddingInlineStart: 2,
    color: 'text.secondary',
    borderInlineStart: (theme) => `4px solid ${theme.palette.divider}`,
  },
  '& table': { width: '100%', borderCollapse: 'collapse', my: 2, display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'start', verticalAlign: 'top' },
  '& th': { bgcolor: 'action.hover', fontWeight: 600 },
  '& pre': { overflowX: 'auto', p: 1.5, bgcolor: 'action.hover', borderRadius: 1 },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
};

export default function ArticleHtml({ html }: { html: string }) {
  return <Box sx={articleTypographySx} dangerouslySetInnerHTML={{ __html: html }} />;
}
