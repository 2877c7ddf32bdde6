import { createRequire } from 'node:module';
import { latinShopperTextRule } from './latin-shopper-text-rule.mjs';

const require = createRequire(import.meta.url);

/** Reads the project graph Nx cached on disk; throws when there is none. */
function readCachedProjectGraph() {
  return require('@nx/devkit').readCachedProjectGraph();
}

/**
 * `@nx/enforce-module-boundaries` reads the project graph Nx caches on disk; without one it prints a
 * warning and checks nothing, so a plain `eslint` run would pass imports the boundaries forbid. This rule
 * turns that silence into an error on every file. `npx nx run <project>:lint` computes the graph first, so
 * it always passes this rule; a plain run needs `npx nx show projects` once (which writes the graph).
 */
export function createProjectGraphRule(readGraph = readCachedProjectGraph) {
  let missing;
  return {
    meta: {
      type: 'problem',
      docs: { description: 'Fails when the Nx project graph is missing, so module boundaries are really checked.' },
      schema: [],
      messages: {
        missing:
          'No cached Nx project graph: @nx/enforce-module-boundaries would check nothing. ' +
          'Lint through `npx nx run <project>:lint`, or run `npx nx show projects` once to write the graph.',
      },
    },
    create(context) {
      return {
        Program(node) {
          if (missing === undefined) {
            try {
              readGraph();
              missing = false;
            } catch {
              missing = true;
            }
          }
          if (missing) context.report({ node, messageId: 'missing' });
        },
      };
    },
  };
}

/** The workspace's own ESLint rules. */
export const storefrontPlugin = {
  meta: { name: 'storefront' },
  rules: { 'project-graph-present': createProjectGraphRule(), 'no-latin-shopper-text': latinShopperTextRule },
};
