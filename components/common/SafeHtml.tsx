// Renders tenant HTML after sanitising it (utils/html.ts). The only component that may put tenant markup into
// the page; anything that shows tenant-supplied rich text goes through here.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { sanitizeTenantHtml } from '@/utils/html';

export interface SafeHtmlProps {
  html: string | null | undefined;
  /** Element to render as (default div). */
  component?: 'div' | 'section' | 'article';
  sx?: SxProps<Theme>;
  id?: string;
}

// Tenant markup arrives unstyled: give it readable defaults that follow the colour scheme and direction.
const contentSx: SxProps<Theme> = {
  color: 'text.primary',
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& img': { maxWidth: '100%', height: 'auto' },
  '& a': { color: 'primary.main' },
  '& table': { borderCollapse: 'collapse', maxWidth: '100%', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', paddingBlock: 0.5, paddingInline: 1 },
  '& ul, & ol': { paddingInlineStart: 3 },
  '& blockquote': { borderInlineStart: 4, borderColor: 'divider', marginInline: 0, paddingInlineStart: 2 },
};

export default function SafeHtml({ html, component = 'div', sx, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeTenantHtml(html), [html]);
  return (
    <Box
      component={component}
      id={id}
      sx={[contentSx, ...(Array.isArray(sx) ? sx : [sx])]}
      // Sanitised above with the shared allow-list: no script, handlers or javascript: URLs survive.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
