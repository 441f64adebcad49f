// Writes the content images into backend/assets/content/ (committed). Run after changing texts or colours:
//   npx tsx backend/src/seed/content/renderAssets.ts
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_TENANTS } from '../tenants';
import { allContentAssets } from './assets';

export const CONTENT_ASSETS_DIR = path.resolve(__dirname, '..', '..', '..', 'assets', 'content');

function main(): void {
  const assets = allContentAssets(DEMO_TENANTS);
  for (const asset of assets) {
    const file = path.join(CONTENT_ASSETS_DIR, asset.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, asset.svg);
  }
  process.stdout.write(`wrote ${assets.length} files under ${CONTENT_ASSETS_DIR}\n`);
}

if (require.main === module) main();
