import nx from '@nx/eslint-plugin';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import { LATIN_ALLOWED } from '@storefront/i18n/latin-allow-list';
import { storefrontPlugin } from './tools/eslint/project-graph-rule.mjs';

/**
 * Module boundaries (ARCHITECTURE.md): domain depends on nothing of ours; sdk only on domain; i18n (the
 * message catalogs and formatters) only on domain; ui-kit only on i18n; themes on domain, i18n and ui-kit.
 * Tags live in each project.json.
 */
/** What only a server needs, and what only a browser UI needs: kept out of the projects that are neither. */
const serverPackages = ['fastify', '@fastify/*', 'kysely', 'pg', 'better-sqlite3', 'nodemailer'];
const uiPackages = ['react', 'react-dom', 'react-dom/*', 'mobx', 'mobx-react-lite', '@emotion/*', 'react-final-form', 'react-router-dom'];

const depConstraints = [
  // The domain is pure rules: no UI, no state library, no server.
  { sourceTag: 'scope:domain', onlyDependOnLibsWithTags: ['scope:domain'], bannedExternalImports: [...uiPackages, ...serverPackages] },
  // The SDK runs in the browser and in Node: no UI, no state library (the stores make it observable).
  { sourceTag: 'scope:sdk', onlyDependOnLibsWithTags: ['scope:sdk', 'scope:domain'], bannedExternalImports: [...uiPackages, ...serverPackages] },
  // The catalogs and formatters are read by every UI layer and by nothing below them.
  { sourceTag: 'scope:i18n', onlyDependOnLibsWithTags: ['scope:i18n', 'scope:domain'], bannedExternalImports: ['mobx', 'mobx-react-lite', ...serverPackages] },
  // ui-kit components take props (their own texts come from the shell catalog): no stores, no state library, no server.
  { sourceTag: 'scope:ui-kit', onlyDependOnLibsWithTags: ['scope:ui-kit', 'scope:i18n'], bannedExternalImports: ['mobx', 'mobx-react-lite', ...serverPackages] },
  {
    sourceTag: 'scope:themes',
    onlyDependOnLibsWithTags: ['scope:themes', 'scope:domain', 'scope:i18n', 'scope:ui-kit'],
    bannedExternalImports: ['mobx', 'mobx-react-lite', ...serverPackages],
  },
  {
    sourceTag: 'scope:storefront',
    onlyDependOnLibsWithTags: ['scope:domain', 'scope:sdk', 'scope:i18n', 'scope:ui-kit', 'scope:themes'],
    bannedExternalImports: serverPackages,
  },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:sdk', 'scope:domain'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:domain', 'scope:sdk', 'scope:i18n'], bannedExternalImports: uiPackages },
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['*'] },
];

/** Tests and their helpers: the only files that may use the SDK's msw fake. */
const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/test-utils/**',
  '**/testing/**',
  '**/contract-tests/**',
  'apps/storefront-e2e/**',
  'tools/**',
];

/** The msw fake of the API would ship with the app if production code imported it. */
const noSdkFake = {
  name: '@storefront/sdk/testing',
  message: 'The msw fake is for tests only (test files, test-utils, testing/ folders): it must not ship.',
};

/** Stores hold state and call the SDK; how it looks is the screens' job (STYLE.md 4, 7). */
const storeImportBans = [
  {
    group: ['react', 'react-dom', 'react-dom/*', 'mobx-react-lite', 'react-router-dom'],
    message: 'Stores do not depend on React: the screens observe them.',
  },
  {
    group: ['@storefront/ui-kit', '@storefront/ui-kit/*', '@storefront/themes', '@storefront/themes/*'],
    message: 'Stores do not depend on the look: inject what they need (see RootStoreOptions).',
  },
  { group: ['**/screens', '**/screens/**', '**/layout', '**/layout/**'], message: 'Stores never import screens or layout.' },
];

/** Screens and layout go through the stores, which hold the one SDK. */
const noOwnSdk = {
  name: '@storefront/sdk',
  importNames: ['createStorefrontSdk'],
  message: 'Screens use the stores (useStores()); the one SDK is built in createRootStore.',
};
const fetchMessage = 'Screens and layout call the API through the stores, never with fetch.';

/**
 * Folders import one way: app -> layout -> screens -> components -> stores. The rings the storefront had
 * (screens <-> layout, layout <-> app) are banned here by name; tools/scripts/folder-cycles.mjs (run by
 * each app's lint target) catches a cycle between any two folders.
 */
const oneWay = {
  app: { group: ['**/app', '**/app/**'], message: 'Only the app shell imports app/: move what both need into a folder they share.' },
  layout: {
    group: ['**/layout', '**/layout/**'],
    message: 'Screens and components never import the layout (it imports screens): share pieces through components/.',
  },
  screens: { group: ['**/screens', '**/screens/**'], message: 'Components never import screens (screens import components).' },
};

/**
 * Folders whose shopper-facing texts come from the message catalogs (libs/i18n): English literals there
 * are errors. The other screens are converted area by area and join this list (docs/decisions.md,
 * Languages).
 */
const localizedFolders = [
  'apps/storefront/src/layout/**/*.{ts,tsx}',
  'apps/storefront/src/components/**/*.{ts,tsx}',
  'libs/themes/src/header/**/*.{ts,tsx}',
  'libs/themes/src/footer/**/*.{ts,tsx}',
  'libs/themes/src/menus/**/*.{ts,tsx}',
  'libs/themes/src/floating/**/*.{ts,tsx}',
  'libs/ui-kit/src/**/*.{ts,tsx}',
  'apps/storefront/src/screens/checkout/**/*.{ts,tsx}',
  'apps/storefront/src/screens/callback/**/*.{ts,tsx}',
  'apps/storefront/src/screens/shared/address-form/**/*.{ts,tsx}',
  'apps/storefront/src/screens/shared/cart-summary.tsx',
  'apps/storefront/src/screens/auth/**/*.{ts,tsx}',
  'apps/storefront/src/screens/account/**/*.{ts,tsx}',
  'apps/storefront/src/screens/my-account/**/*.{ts,tsx}',
  'apps/storefront/src/screens/order/**/*.{ts,tsx}',
  'apps/storefront/src/app/**/*.{ts,tsx}',
  'apps/storefront/src/screens/home/**/*.{ts,tsx}',
  'apps/storefront/src/screens/products/**/*.{ts,tsx}',
  'apps/storefront/src/screens/product-detail/**/*.{ts,tsx}',
  'apps/storefront/src/screens/cms-page/**/*.{ts,tsx}',
  'apps/storefront/src/screens/faqs/**/*.{ts,tsx}',
  'apps/storefront/src/screens/contact/**/*.{ts,tsx}',
  'apps/storefront/src/screens/track-order/**/*.{ts,tsx}',
  'apps/storefront/src/screens/not-found/**/*.{ts,tsx}',
  'apps/storefront/src/screens/shared/!(cart-summary).{ts,tsx}',
  'apps/storefront/src/screens/shared/delivery-check/**/*.{ts,tsx}',
  'libs/themes/src/links/**/*.{ts,tsx}',
  'libs/themes/src/media/**/*.{ts,tsx}',
  'libs/themes/src/models/**/*.{ts,tsx}',
  'libs/themes/src/tokens/**/*.{ts,tsx}',
];

/** What `lingui/no-unlocalized-strings` lets through: code, not text (ids, CSS, selectors, media queries). */
const notText = {
  ignore: [
    // ids, class names, paths, keys, message ids
    '^[a-z0-9_.:/#@?=&%+-]*$',
    // CONSTANT and camelCase tokens
    '^[A-Z0-9_]+$',
    '^[a-z]+([A-Z][a-z0-9]*)+$',
    // URLs, data, CSS values and selectors, media queries
    '^(https?:|mailto:|tel:|data:)',
    '^[^A-Za-z]*$',
    '^(@media|\\(|not all|\\[|:scope|[a-z]+\\[|[a-z]+:not|translate|scale|rgba?\\(|var\\(|url\\(|calc\\()',
    '(px|rem|em|%|ms|s)( |$)',
    // font stacks
    'sans-serif|serif|monospace|system-ui',
    // names that stay Latin in Hindi (payment schemes, brands)
    `^(${LATIN_ALLOWED.join('|')})$`,
  ],
  ignoreNames: [
    { regex: { pattern: '^(className|class|role|href|to|type|name|id|key|as|variant|size|side|align|tone|layout|mode|kind|search|width|height|inputMode|autoComplete|loading|decoding|fetchPriority|rel|target|sizes|srcSet|src|lang|hrefLang|dir|media|d|viewBox|fill|stroke|fontFamily|fontStyle|fontWeight|textAnchor|transform|rootMargin|css|data-.*|aria-(hidden|live|current|haspopup|expanded|controls|busy|atomic|relevant))$' } },
    { regex: { pattern: '(Id|Css|Styles?|Query|Selector|Url|Path|Key|Class|Variant|Mode|Ms|Px)$' } },
  ],
  ignoreFunctions: [
    'console.*', 'Error', 'require', 'css', 'keyframes', 'styled.*', 'matchMedia', '*.querySelector', '*.querySelectorAll', '*.closest',
    '*.addEventListener', '*.removeEventListener', '*.setAttribute', '*.getAttribute', '*.hasAttribute', '*.removeAttribute',
    '*.createElement', 'Symbol', 'headerCategoryLimit', 'useMediaQuery', 'JSON.stringify', 'useT', 'tr',
  ],
};

/** Test helpers stay out of what ships. */
const noTestHelpers = {
  group: ['**/testing', '**/testing/**', '**/test-utils', '**/test-utils/**'],
  message: 'testing/ and test-utils/ are test helpers: shipped code never imports them.',
};

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/dist-server',
      '**/node_modules',
      '**/coverage',
      '**/test-results',
      '**/playwright-report',
      'libs/sdk/src/generated/**',
      // Written by `nx run i18n:compile` from the PO catalogs.
      'libs/i18n/src/catalogs/**/*.ts',
      // TypeDoc's output (npm run docs:sdk).
      'libs/sdk/docs-build/**',
      'data/**',
      'tmp/**',
      // Deliberate violations, linted by tools/eslint/lint-rules.spec.ts under the paths they pretend to have.
      'tools/lint-fixtures/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: true, allow: [], depConstraints },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', 'apps/storefront/src/**/*.ts', 'libs/ui-kit/src/**/*.ts', 'libs/themes/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Without the cached project graph the boundaries rule silently checks nothing: fail instead.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    plugins: { storefront: storefrontPlugin },
    rules: { 'storefront/project-graph-present': 'error' },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { paths: [noSdkFake] }] },
  },
  {
    // store-context.tsx is the stores' one React binding (the provider and the useStores hook).
    files: ['apps/storefront/src/stores/**/*.ts', 'apps/storefront/src/stores/**/*.tsx'],
    ignores: [...testFiles, 'apps/storefront/src/stores/store-context.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [noSdkFake], patterns: storeImportBans }] },
  },
  {
    files: [
      'apps/storefront/src/screens/**/*.{ts,tsx}',
      'apps/storefront/src/layout/**/*.{ts,tsx}',
      'apps/storefront/src/components/**/*.{ts,tsx}',
    ],
    ignores: testFiles,
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: fetchMessage }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name=/^(window|globalThis|self)$/][property.name='fetch']",
          message: fetchMessage,
        },
      ],
    },
  },
  {
    files: ['apps/storefront/src/screens/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { paths: [noSdkFake, noOwnSdk], patterns: [oneWay.app, oneWay.layout, noTestHelpers] }] },
  },
  {
    files: ['apps/storefront/src/layout/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { paths: [noSdkFake, noOwnSdk], patterns: [oneWay.app, noTestHelpers] }] },
  },
  {
    files: ['apps/storefront/src/components/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': ['error', { paths: [noSdkFake, noOwnSdk], patterns: [oneWay.app, oneWay.layout, oneWay.screens, noTestHelpers] }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { paths: [noSdkFake], patterns: [noTestHelpers] }] },
  },
  {
    files: localizedFolders,
    ignores: [...testFiles, '**/*.stories.tsx'],
    plugins: { lingui, storefront: storefrontPlugin },
    rules: {
      'lingui/no-unlocalized-strings': ['error', notText],
      'storefront/no-latin-shopper-text': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tool configs share root presets; they are not module code.
    files: ['**/jest.config.cjs', '**/vite.config.ts', '**/playwright.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
