// The theme every stylesheet reads, as custom properties on :root, written by the server into the page's <head>
// (pages/_document.tsx): the light scheme on :root and the dark one under <html data-scheme="dark">, so switching
// scheme in the browser is one attribute (set by pages/_app.tsx) and needs no script of MUI's. A document that does
// not know the scheme yet (a browser's first request: no cookie, no client hint) has no data-scheme, and takes
// the dark one when the device asks for it. Per tenant colour the text is built once for the life of the process;
// the number of colours is bounded like the themes'.
import type { Tenant } from '@/contract';
import { primaryColor } from './createAppTheme';
import { shellVarDeclarations } from './shellVars';
import { appTheme } from './themeCache';

const MAX_STYLESHEETS = 256;
const stylesheets = new Map<string, string>();

function declarations(tenant: Pick<Tenant, 'themeColor'> | null, scheme: 'light' | 'dark'): string {
  return Object.entries(shellVarDeclarations(appTheme(tenant, scheme, 'ltr')))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

/** The custom properties of both schemes for this tenant's colour. */
export function themeStylesheet(tenant: Pick<Tenant, 'themeColor'> | null): string {
  const key = primaryColor(tenant?.themeColor);
  const known = stylesheets.get(key);
  if (known) return known;
  const dark = declarations(tenant, 'dark');
  const css =
    `:root{${declarations(tenant, 'light')}}:root[data-scheme="dark"]{${dark}}` +
    `@media (prefers-color-scheme:dark){:root:not([data-scheme]){${dark}}}`;
  if (stylesheets.size >= MAX_STYLESHEETS) {
    const oldest = stylesheets.keys().next().value;
    if (oldest !== undefined) stylesheets.delete(oldest);
  }
  stylesheets.set(key, css);
  return css;
}
