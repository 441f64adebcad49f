import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The storefront's layers (CONTRIBUTING.md, "Layers"): a folder may import only the layers below it, so browser
// code never pulls in server-only modules and the shared rules never depend on the UI. Each entry is a regex on
// the import's path; `@/` and relative spellings are both caught.
const OURS = '^(@/|(\\.\\./)+)';
const SERVER_ONLY = {
  regex: `${OURS}services/server(/|$)`,
  message: 'Server-only code (services/server/) is imported by pages, loaders and other server modules only.',
};
const LOADERS = {
  regex: `${OURS}loaders(/|$)`,
  message: 'Loaders are server-only page data: import a shared rule from a .ts beside its domain instead.',
};
const PAGES = {
  regex: `${OURS}pages(/|$)`,
  message: 'A file in pages/ is a route; nothing imports it.',
};
const UI = {
  regex: `${OURS}(components|stores|theme)(/|$)`,
  message: 'The UI (components/, stores/, theme/) sits above this layer.',
};
const NODE_ONLY = {
  regex: '^(node:)?(fs|http|https|net|tls|child_process|zlib|stream|worker_threads)(/|$)|^sanitize-html$',
  message: 'Node built-ins and the HTML sanitiser run on the server only: put this in services/server/.',
};
const DOMAIN_CALLS = {
  regex: '^@/services(/|$)',
  message: 'utils/ holds pure helpers: they take data as arguments instead of calling the API.',
};

// Pictures are drawn by components/common/FillImage: next/image's own attributes, without its ~4 KB of browser
// script on every page that shows one.
const NEXT_IMAGE = {
  regex: '^next/image$',
  message: 'Draw a picture with components/common/FillImage (next/image’s markup without its runtime).',
};

/** A no-restricted-imports override: `allowTypeImports` lets a view name a loader's props type (erased at build). */
function layer(files, patterns, extra = {}) {
  return {
    files,
    ...extra,
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
    },
  };
}

const config = [
  ...next,
  ...nextTs,
  {
    // Next, Jest and i18n configuration files are CommonJS by their tools' convention.
    files: ['*.js', 'scripts/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // MUI 9's Typography draws `color` only for its colour variants (textSecondary, error, success…); a palette
    // path such as "text.secondary" matches none and silently falls back to the text colour.
    files: ['components/**/*.tsx', 'pages/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Typography'] JSXAttribute[name.name='color'] Literal[value=/\\./]",
          message:
            'Typography takes a colour variant (textSecondary, textPrimary, error, success…), not a palette path.',
        },
      ],
    },
  },
  {
    // Playwright fixtures take a `use` callback that the React hooks rules mistake for React's `use`.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // contract/ is shared with the API: it imports nothing of ours.
  layer(
    ['contract/**/*.{ts,js}'],
    [{ regex: '^(@/|\\.\\./)', message: 'contract/ imports only itself and libraries.' }],
  ),
  // utils/ keeps pure helpers that both the browser and the server run; they import only contract/ and each other.
  layer(['utils/**/*.ts'], [SERVER_ONLY, LOADERS, PAGES, UI, DOMAIN_CALLS, NODE_ONLY]),
  // services/*.ts are the API calls both sides make; services/server/ is their server-only sibling.
  layer(
    ['services/**/*.ts'],
    [
      SERVER_ONLY,
      LOADERS,
      PAGES,
      UI,
      {
        // A type (the runtime settings' shape) is erased at build, so it may cross.
        regex: '^\\./server(/|$)',
        allowTypeImports: true,
        message: 'Server-only code (services/server/) is not for the shared API calls.',
      },
    ],
    { ignores: ['services/server/**'] },
  ),
  // Server modules serve pages and the /api route; a loader or a view above them would make a cycle.
  layer(['services/server/**/*.ts'], [LOADERS, PAGES, UI]),
  // Components, stores and the theme run in the browser: no server-only module, loader or route.
  {
    files: ['components/**/*.{ts,tsx}', 'stores/**/*.{ts,tsx}', 'theme/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [SERVER_ONLY, PAGES, NODE_ONLY, { ...LOADERS, allowTypeImports: true }, NEXT_IMAGE],
        },
      ],
    },
  },
  // Loaders run on the server before any view: they may read a rule from a .ts beside a domain's components, never
  // a .tsx view or a React context (they would drag the UI into the page's server code).
  {
    files: ['loaders/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [PAGES, { regex: `${OURS}stores/?$`, message: 'The stores index re-exports the React contexts.' }],
        },
      ],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './loaders',
              from: ['./components/**/*.tsx', './stores/**/*.tsx'],
              message: 'A loader imports no view: move what it shares with the view into a .ts beside the domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // Modules that import each other cannot be read or moved apart; a shared part goes into a module of its own.
    files: ['**/*.{ts,tsx}'],
    // Libraries are not followed: our cycles are what matters, and some bundled library files overflow the parser.
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.tmp/**',
      'data/**',
      'backend/data/**',
      'uploads/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
      'bench/bare-app/.next/**',
      'bench/bare-app/next-env.d.ts',
    ],
  },
];

export default config;
