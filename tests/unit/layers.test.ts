/**
 * @jest-environment node
 */
// The layers in CONTRIBUTING.md are enforced by eslint.config.mjs: a crossing is a lint error. ESLint loads its
// config as an ES module, which Jest's module system cannot, so the cases run in a child Node process.
import { execFileSync } from 'child_process';
import path from 'path';

interface Case {
  file: string;
  code: string;
}

const CASES: Record<string, Case> = {
  componentImportsServer: {
    file: 'components/cart/LayerProbe.ts',
    code: "import { runtimeConfig } from '@/services/server/runtimeConfig';\nexport const probe = runtimeConfig;\n",
  },
  componentImportsLoader: {
    file: 'components/cart/LayerProbe.ts',
    code: "import { loadCartPage } from '@/loaders/cart';\nexport const probe = loadCartPage;\n",
  },
  componentImportsLoaderType: {
    file: 'components/cart/LayerProbe.ts',
    code: "import type { CartPageProps } from '@/loaders/cart';\nexport type Probe = CartPageProps;\n",
  },
  storeImportsServerRelative: {
    file: 'stores/layerProbe.ts',
    code: "import { runtimeConfig } from '../services/server/runtimeConfig';\nexport const probe = runtimeConfig;\n",
  },
  loaderImportsView: {
    file: 'loaders/layerProbe.ts',
    code: "import TransactionsPanel from '@/components/balance/TransactionsPanel';\nexport const probe = TransactionsPanel;\n",
  },
  loaderImportsStores: {
    file: 'loaders/layerProbe.ts',
    code: "import { useSession } from '@/stores';\nexport const probe = useSession;\n",
  },
  loaderImportsRule: {
    file: 'loaders/layerProbe.ts',
    code: "import { TRANSACTIONS_PAGE_SIZE } from '@/components/balance/transactionsQuery';\nexport const probe = TRANSACTIONS_PAGE_SIZE;\n",
  },
  utilImportsService: {
    file: 'utils/layerProbe.ts',
    code: "import { getTenant } from '@/services/tenant';\nexport const probe = getTenant;\n",
  },
  utilImportsContract: {
    file: 'utils/layerProbe.ts',
    code: "import { normalizeHost } from '@/contract';\nexport const probe = normalizeHost;\n",
  },
  contractImportsUtil: {
    file: 'contract/layerProbe.ts',
    code: "import { loginUrl } from '@/utils/request';\nexport const probe = loginUrl;\n",
  },
  serviceImportsServer: {
    file: 'services/layerProbe.ts',
    code: "import { runtimeConfig } from './server/runtimeConfig';\nexport const probe = runtimeConfig;\n",
  },
  componentImportsNode: {
    file: 'components/cart/LayerProbe.ts',
    code: "import { readFileSync } from 'fs';\nexport const probe = readFileSync;\n",
  },
  utilImportsSanitiser: {
    file: 'utils/layerProbe.ts',
    code: "import sanitizeHtml from 'sanitize-html';\nexport const probe = sanitizeHtml;\n",
  },
  serverImportsView: {
    file: 'services/server/layerProbe.ts',
    code: "import CartView from '@/components/cart/CartView';\nexport const probe = CartView;\n",
  },
};

const root = path.resolve(__dirname, '../..');

/** The rule ids ESLint reports for each case, linted as if the code were that file. */
function lintCases(): Record<string, string[]> {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    // import/no-cycle reads each linted file from disk, and these probes exist only as text.
    const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
    const out = {};
    for (const [name, { file, code }] of Object.entries(cases)) {
      const [result] = await eslint.lintText(code, { filePath: file });
      out[name] = result.messages.map((m) => m.ruleId ?? m.message);
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(CASES)], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 10 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Record<string, string[]>;
}

describe('layer rules', () => {
  let rules: Record<string, string[]>;
  beforeAll(() => {
    rules = lintCases();
  }, 120_000);

  it.each([
    ['componentImportsServer', '@typescript-eslint/no-restricted-imports'],
    ['componentImportsLoader', '@typescript-eslint/no-restricted-imports'],
    ['storeImportsServerRelative', '@typescript-eslint/no-restricted-imports'],
    ['loaderImportsView', 'import/no-restricted-paths'],
    ['loaderImportsStores', '@typescript-eslint/no-restricted-imports'],
    ['utilImportsService', '@typescript-eslint/no-restricted-imports'],
    ['contractImportsUtil', '@typescript-eslint/no-restricted-imports'],
    ['serviceImportsServer', '@typescript-eslint/no-restricted-imports'],
    ['serverImportsView', '@typescript-eslint/no-restricted-imports'],
    ['componentImportsNode', '@typescript-eslint/no-restricted-imports'],
    ['utilImportsSanitiser', '@typescript-eslint/no-restricted-imports'],
  ])('%s is an error (%s)', (name, rule) => {
    expect(rules[name]).toContain(rule);
  });

  it.each(['componentImportsLoaderType', 'loaderImportsRule', 'utilImportsContract'])('%s is allowed', (name) => {
    expect(rules[name]).toEqual([]);
  });
});
