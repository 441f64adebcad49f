// Renders tenant HTML that the server already sanitised (services/server/sanitizeTenant.ts and the page loaders,
// all through services/server/html.ts). Sanitising on the server keeps sanitize-html out of the browser bundle.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface SafeHtmlProps {
  /** Markup that went through sanitizeTenantHtml on the server. */
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
  return (
    <Box
      component={component}
      id={id}
      sx={[contentSx, ...(Array.isArray(sx) ? sx : [sx])]}
      // Sanitised on the server with the shared allow-list: no script, handlers or javascript: URLs survive.
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  );
}
