import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

// 4.6 is the last release without a native resolver (later ones need platform binaries the registry here lacks).
const { createNodeResolver } = importX;

const MOCK_API = './server/mock-api';
/** What knows about requests: route handlers, guards, the per-request context, the QA controls. */
const MOCK_HTTP_LAYER = [`${MOCK_API}/routes`, `${MOCK_API}/auth`, `${MOCK_API}/control`, `${MOCK_API}/context.ts`, `${MOCK_API}/index.ts`];

/**
 * src/'s layers, lowest first (docs/CONVENTIONS.md "Layers"): each imports only the layers before it.
 * domain and browser (zoned on their own below) import nothing else of src/; the app layer is src/app/
 * and the files at src/'s root. tests/unit/importLayers.test.ts checks the same order.
 */
const SRC_LAYERS = ['i18n', 'api', 'providers', 'layout', 'resources', 'custom-pages'];
const APP_LAYER = ['./src/app/**', './src/*.{ts,tsx}'];
const srcLayerZones = SRC_LAYERS.map((name, index) => {
  const above = SRC_LAYERS.slice(index + 1);
  return {
    target: `./src/${name}`,
    from: [...above.map((layer) => `./src/${layer}/**`), ...APP_LAYER],
    message: `src/${name} imports no layer above it (${[...above, 'app'].join(', ')}): hand what it needs down (props, useRouteCatalogue()) or move the part down.`,
  };
});

/**
 * Import directions (DESIGN "The shape"): the mock API's layers import downward only
 * (routes → policy → store), src/domain is pure (types from the generated schema aside), src/'s
 * layers import downward only, and nothing in src/ or server/ imports in a circle, lazy imports included.
 */
const importDirections = {
  files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] })],
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/ignore': ['node_modules', '\\.d\\.ts$'],
  },
  rules: {
    // Type-only imports are skipped; maxDepth bounds the walk (the deepest real chain is ~8 modules).
    'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 12 }],
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: `${MOCK_API}/store`,
            from: [`${MOCK_API}/policy`, ...MOCK_HTTP_LAYER],
            message: 'The store (data and seed) sits below policy/ and routes/: move what it needs down to store/ or src/domain.',
          },
          {
            target: `${MOCK_API}/policy`,
            from: [...MOCK_HTTP_LAYER, `${MOCK_API}/actions`, `${MOCK_API}/presenters`],
            message:
              'policy/ holds pure rules: it never imports the HTTP layer (routes/, guards, request context) nor the actions or presenters above it.',
          },
          {
            target: `${MOCK_API}/presenters`,
            from: [...MOCK_HTTP_LAYER, `${MOCK_API}/actions`],
            message: 'presenters/ turn stored rows into API views: they read rows, never the request or an action.',
          },
          {
            target: `${MOCK_API}/actions`,
            from: [
              `${MOCK_API}/routes`,
              `${MOCK_API}/control`,
              `${MOCK_API}/auth/actor.ts`,
              `${MOCK_API}/context.ts`,
              `${MOCK_API}/index.ts`,
            ],
            message: 'actions/ are use cases: they take an Actor and input (never req/res) and call policy/ and the store, never a route.',
          },
          {
            // A route file never reaches into another: what two routes share is an action (actions/), a presenter
            // (presenters/) or a rule (policy/). index.ts mounts them; registerRoutes.ts is their type; catalogueRoutes.ts
            // is the route factory of the catalogues (it mounts nothing by itself).
            target: `${MOCK_API}/routes/!(index).ts`,
            from: `${MOCK_API}/routes/!(registerRoutes|catalogueRoutes).ts`,
            message: 'A route file never imports another route file: move what both need to actions/, presenters/ or policy/.',
          },
          {
            target: './src/domain',
            from: './src',
            except: ['./domain', './api/schema.d.ts'],
            message: 'src/domain is pure: it imports only src/domain (and types from src/api/schema).',
          },
          {
            target: './src/browser',
            from: './src',
            except: ['./browser'],
            message: 'src/browser (local storage) sits below every other layer: it imports only src/browser.',
          },
          ...srcLayerZones,
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', '.cache', 'node_modules', 'src/api/schema.d.ts', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Never render data as HTML.',
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'tests/**/*.{ts,tsx}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  importDirections,
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api/schema(\\.d\\.ts)?$',
              allowTypeImports: true,
              message: 'src/domain takes only types from the generated schema.',
            },
          ],
        },
      ],
    },
  },
  {
    // One write path (docs/CONVENTIONS.md): views reach the API only through the dataProvider
    // (src/providers/data) or, outside <Admin>, src/providers/public; the generated types are free to use.
    files: ['src/resources/**/*.{ts,tsx}', 'src/custom-pages/**/*.{ts,tsx}', 'src/layout/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api/',
              allowTypeImports: true,
              message: 'Views call the API through the dataProvider (useAppDataProvider, react-admin hooks) or src/providers/public.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`server/mock-api/policy/**/*.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'express', allowTypeImports: false, message: 'policy/ holds pure rules: no Express.' }] },
      ],
    },
  },
  {
    // actions/ are use cases (an Actor and validated input in, a record or a typed error out): the route
    // reads the request and answers; an action never sees Express, a request or a response, and its
    // time is the sandbox's clock.
    files: [`server/mock-api/actions/**/*.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'express', allowTypeImports: false, message: 'actions/ never see Express: the route parses the request.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Identifier[name=/^(req|res|request|response)$/]',
          message: 'actions/ never touch req/res: take an Actor and the parsed input; the route answers.',
        },
        {
          selector:
            "NewExpression[callee.name='Date'][arguments.length=0], CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "actions/ read the sandbox's clock (actor.store.now()), never the machine's: QA moves it with POST /__mock/clock.",
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
