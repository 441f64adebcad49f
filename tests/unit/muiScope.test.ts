/**
 * @jest-environment node
 */
// MUI components render with the tenant's theme and the page direction's Emotion cache only inside a MuiScope
// (theme/MuiScope.tsx): the shell no longer provides them, so that pages drawn without MUI do not load it. This
// walks every page's imports, static and on demand, from the page and from _app, and fails when a module that
// uses MUI or Emotion can be reached without passing a module that opens a scope (one that imports MuiScope).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const SCOPE_MODULE = path.join(root, 'theme/MuiScope.tsx');

/** Packages whose code needs the theme or Emotion (@mui/utils is plain helpers). */
const needsScope = (specifier: string) =>
  (specifier.startsWith('@mui/') && !specifier.startsWith('@mui/utils')) || specifier.startsWith('@emotion/');

function resolveLocal(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

interface ModuleImports {
  /** Local modules it loads (statically or on demand). */
  local: string[];
  /** MUI or Emotion packages it loads at run time. */
  mui: string[];
}

const parsed = new Map<string, ModuleImports>();

function importsOf(file: string): ModuleImports {
  const known = parsed.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const result: ModuleImports = { local: [], mui: [] };
  const add = (specifier: string) => {
    if (needsScope(specifier)) result.mui.push(specifier);
    const local = resolveLocal(file, specifier);
    if (local) result.local.push(local);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) add(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  parsed.set(file, result);
  return result;
}

/** Modules that use MUI and can render outside any scope, with the import chain that reaches each. */
function unscopedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const stack: { file: string; chain: string[] }[] = [{ file: entry, chain: [] }];
  while (stack.length > 0) {
    const { file, chain } = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const imports = importsOf(file);
    const here = [...chain, path.relative(root, file)];
    // A module that imports MuiScope draws what it renders inside one.
    if (file === SCOPE_MODULE || imports.local.includes(SCOPE_MODULE)) continue;
    if (imports.mui.length > 0) found.push(`${here.join(' → ')} (${imports.mui.join(', ')})`);
    for (const next of imports.local) stack.push({ file: next, chain: here });
  }
  return found;
}

function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : pageFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('MUI renders only inside a MuiScope', () => {
  // _document runs only on the server (it writes the theme's stylesheet and extracts Emotion's styles).
  const entries = pageFiles(path.join(root, 'pages')).filter((file) => !file.endsWith('_document.tsx'));

  it('finds the pages and the shell', () => {
    expect(entries.map((file) => path.relative(root, file))).toEqual(
      expect.arrayContaining(['pages/_app.tsx', 'pages/index.tsx', 'pages/cart.tsx', 'pages/product.tsx']),
    );
  });

  it.each(entries.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
    expect(unscopedFrom(file)).toEqual([]);
  });

  it('catches a module using MUI outside a scope', () => {
    const probe = path.join(root, 'components/common/MuiScopeProbe.tsx');
    parsed.set(probe, { local: [], mui: ['@mui/material/Button'] });
    const page = path.join(root, 'pages/muiScopeProbe.tsx');
    parsed.set(page, { local: [probe], mui: [] });
    expect(unscopedFrom(page)).toHaveLength(1);
    parsed.set(page, { local: [SCOPE_MODULE, probe], mui: [] });
    expect(unscopedFrom(page)).toEqual([]);
  });
});
