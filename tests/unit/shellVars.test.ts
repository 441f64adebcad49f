// Stylesheets read the theme only through the custom properties theme/shellVars.ts declares: a misspelt name
// would silently fall back to nothing (a transparent header, black text on the dark scheme).
import fs from 'node:fs';
import path from 'node:path';
import { createAppTheme } from '@/theme/createAppTheme';
import { shellVarDeclarations } from '@/theme/shellVars';
import { readableText } from '@/theme/readableText';

const root = path.resolve(__dirname, '../..');

function moduleStylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleStylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('theme custom properties', () => {
  it('follows the tenant colour and the scheme', () => {
    const light = shellVarDeclarations(createAppTheme({ themeColor: '#c62828' }, 'light'));
    const dark = shellVarDeclarations(createAppTheme({ themeColor: '#c62828' }, 'dark'));
    expect(light['--sf-primary']).toBe('#c62828');
    expect(light['--sf-paper']).toBe('#ffffff');
    expect(dark['--sf-paper']).toBe('#1a1a1a');
    expect(dark['--sf-text']).not.toBe(light['--sf-text']);
  });

  // Stylesheets write prices, links and status codes in var(--sf-primary) as text: that is safe because the theme's
  // primary is already made readable on the paper. A pale, a dark and a mid brand colour.
  it('gives a primary colour that is already the readable accent text', () => {
    for (const themeColor of ['#ffeb3b', '#0b1f3a', '#00796b', '#c62828']) {
      for (const scheme of ['light', 'dark'] as const) {
        const theme = createAppTheme({ themeColor }, scheme);
        expect(shellVarDeclarations(theme)['--sf-primary']).toBe(readableText(theme.palette.primary.main, theme));
      }
    }
  });

  it('declares every property a stylesheet reads', () => {
    const declared = new Set(Object.keys(shellVarDeclarations(createAppTheme(null))));
    const used = ['components', 'pages', 'styles', 'theme']
      .map((dir) => path.join(root, dir))
      .filter((dir) => fs.existsSync(dir))
      .flatMap(moduleStylesheets)
      .flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/var\((--sf-[a-z0-9-]+)/g)].map((m) => ({ file, name: m[1] })),
      );
    expect(used.filter(({ name }) => !declared.has(name as `--sf-${string}`))).toEqual([]);
  });
});
