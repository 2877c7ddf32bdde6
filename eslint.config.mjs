import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Module boundaries (ARCHITECTURE.md): domain depends on nothing of ours; sdk only on domain; ui-kit on
 * nothing of ours; themes on domain and ui-kit. Tags live in each project.json.
 */
const depConstraints = [
  { sourceTag: 'scope:domain', onlyDependOnLibsWithTags: ['scope:domain'] },
  { sourceTag: 'scope:sdk', onlyDependOnLibsWithTags: ['scope:sdk', 'scope:domain'] },
  { sourceTag: 'scope:ui-kit', onlyDependOnLibsWithTags: ['scope:ui-kit'] },
  { sourceTag: 'scope:themes', onlyDependOnLibsWithTags: ['scope:themes', 'scope:domain', 'scope:ui-kit'] },
  {
    sourceTag: 'scope:storefront',
    onlyDependOnLibsWithTags: ['scope:domain', 'scope:sdk', 'scope:ui-kit', 'scope:themes'],
  },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:sdk', 'scope:domain'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:domain', 'scope:sdk'] },
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['*'] },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/coverage',
      '**/test-results',
      '**/playwright-report',
      'libs/sdk/src/generated/**',
      'data/**',
      'tmp/**',
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
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tool configs share root presets; they are not module code.
    files: ['**/jest.config.cjs', '**/vite.config.ts', '**/playwright.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
