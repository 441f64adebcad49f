// `npm run openapi [-- --out <dir>]`: regenerates the contract's JSON Schema from contract/*.ts
// (backend/src/openapi/contract.schema.json, which the API serves from) and writes the two OpenAPI 3.1
// documents, storefront.json and operator.json, to <dir> (default openapi/) for publishing.
import fs from 'node:fs';
import path from 'node:path';
import { generateContractSchemas } from '../backend/src/openapi/contractSchemas';

const root = path.resolve(__dirname, '..');
const outIndex = process.argv.indexOf('--out');
const outDir = path.resolve(
  outIndex > 0 && process.argv[outIndex + 1] ? process.argv[outIndex + 1]! : path.join(root, 'openapi'),
);

async function main(): Promise<void> {
  const schemaFile = path.join(root, 'backend/src/openapi/contract.schema.json');
  fs.writeFileSync(schemaFile, `${JSON.stringify(generateContractSchemas(), null, 2)}\n`);
  // Imported after the write so that the documents are built from the schemas just generated.
  const { openApiDocument } = await import('../backend/src/openapi/document');
  fs.mkdirSync(outDir, { recursive: true });
  for (const surface of ['storefront', 'operator'] as const) {
    const file = path.join(outDir, `${surface}.json`);
    fs.writeFileSync(file, `${JSON.stringify(openApiDocument(surface), null, 2)}\n`);
    console.log(`wrote ${path.relative(root, file)}`);
  }
  console.log(`wrote ${path.relative(root, schemaFile)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
