// @ts-check
/**
 * The SDK reference: `npm run docs:sdk` writes it to libs/sdk/docs-build/ (gitignored). Every namespace
 * (src/namespaces/*.ts, each with an example) and everything the package exports, the contract's own
 * descriptions included (src/generated, from openapi.yaml). Warnings fail the build, so a broken
 * {@link} or an undocumented tag cannot slip in. Nothing is fetched: it builds offline.
 */
import { OptionDefaults } from 'typedoc';

/** @type {Partial<import('typedoc').TypeDocOptions>} */
const config = {
  name: '@storefront/sdk',
  entryPoints: ['src/index.ts', 'src/namespaces/*.ts'],
  exclude: ['src/namespaces/context.ts'],
  tsconfig: 'tsconfig.json',
  readme: 'README.md',
  out: 'docs-build',
  // openapi-typescript writes each contract description as a @description tag.
  blockTags: [...OptionDefaults.blockTags, '@description'],
  // How the SDK hands its transport to each namespace, and the input of selectTokenHeaders: shown by
  // name, not exported.
  intentionallyNotExported: ['SdkContext', 'TokenHeaderInput'],
  excludePrivate: true,
  excludeInternal: true,
  treatWarningsAsErrors: true,
};

export default config;
