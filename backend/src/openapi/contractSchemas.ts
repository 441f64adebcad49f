// The wire types of contract/ as JSON Schema (draft 2020-12 subset), generated from the TypeScript by
// ts-json-schema-generator: the OpenAPI documents take every response and request body from here, so the
// documents say what the storefront's types say. Generation compiles the contract (~10 s), so it runs in
// `npm run openapi` and in the drift test, never when the API starts; the API reads the committed result
// (contract.schema.json).
import { createRequire } from 'node:module';
import path from 'node:path';
import type ts from 'typescript';
import {
  type BaseType,
  type CompletedConfig,
  type Context,
  createFormatter,
  createParser,
  createProgram,
  type Definition,
  DEFAULT_CONFIG,
  SchemaGenerator,
  type SubNodeParser,
} from 'ts-json-schema-generator';

// The generator compiles with the TypeScript it ships (it may differ from the project's): syntax kinds and node
// tests must come from that one.
const generatorTs = createRequire(require.resolve('ts-json-schema-generator'))('typescript') as typeof ts;

const root = path.resolve(__dirname, '../../..');

/** Component names allow [A-Za-z0-9._-]: `Page<Refund>` becomes `Page_Refund`. */
export function componentName(typeName: string): string {
  return typeName.replace(/</g, '_').replace(/[>\s]/g, '').replace(/,/g, '_');
}

/** `#/definitions/Page%3CRefund%3E` → `#/components/schemas/Page_Refund`, everywhere in a schema. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/definitions/')) {
      out[key] = `#/components/schemas/${componentName(decodeURIComponent(inner.slice('#/definitions/'.length)))}`;
    } else out[key] = rewriteRefs(inner);
  }
  return out;
}

/** Exported, non-generic interfaces and type aliases of contract/*.ts (generic ones appear where they are used). */
function exportedTypeNames(program: ts.Program): string[] {
  const names: string[] = [];
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(path.join(root, 'contract') + path.sep)) continue;
    for (const statement of file.statements) {
      if (!generatorTs.isInterfaceDeclaration(statement) && !generatorTs.isTypeAliasDeclaration(statement)) continue;
      if (statement.typeParameters?.length) continue;
      if (!statement.modifiers?.some((m) => m.kind === generatorTs.SyntaxKind.ExportKeyword)) continue;
      names.push(statement.name.text);
    }
  }
  return names.sort();
}

/** Every contract type as a component schema, keyed by component name and sorted (a stable file to diff). */
export function generateContractSchemas(): Record<string, Definition> {
  const config: CompletedConfig = {
    ...DEFAULT_CONFIG,
    path: path.join(root, 'contract/index.ts'),
    tsconfig: path.join(root, 'tsconfig.json'),
    expose: 'export',
    topRef: true,
    jsDoc: 'basic',
    skipTypeCheck: true,
    additionalProperties: true,
  };
  const program = createProgram(config);
  // contract/locales.js writes its list as `/** @type {const} */ ([...])`: read through the parentheses so that
  // `Locale` becomes the enum of the codes rather than an error.
  let chain: { createType(node: ts.Node, context: Context): BaseType | undefined } | undefined;
  const parenthesized: SubNodeParser = {
    supportsNode: (node) => node.kind === generatorTs.SyntaxKind.ParenthesizedExpression,
    createType: (node, context) =>
      chain!.createType((node as ts.ParenthesizedExpression).expression, context) as BaseType,
  };
  const parser = createParser(program, config, (p) => {
    p.addNodeParser(parenthesized);
    chain = p as unknown as typeof chain;
  });
  const generator = new SchemaGenerator(program, parser, createFormatter(config), config);
  const all: Record<string, Definition> = {};
  for (const name of exportedTypeNames(program as unknown as ts.Program)) {
    const definitions = generator.createSchema(name).definitions ?? {};
    for (const [key, schema] of Object.entries(definitions))
      all[componentName(key)] = rewriteRefs(schema) as Definition;
  }
  return Object.fromEntries(
    Object.keys(all)
      .sort()
      .map((key) => [key, all[key]!]),
  );
}
