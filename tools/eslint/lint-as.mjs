/**
 * Lints fixture files as if they lived at other paths, and prints what ESLint reported as JSON:
 * `node tools/eslint/lint-as.mjs '[{"fixture":"tools/lint-fixtures/x.ts","as":"libs/domain/src/x.ts"}]'`.
 * Used by lint-rules.spec.ts (run in its own process because the flat config is an ES module).
 * Unless NX_WORKSPACE_DATA_DIRECTORY points elsewhere (the missing-graph case), the Nx project graph is
 * computed first so the module boundary rules have one to read.
 */
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';

const cases = JSON.parse(process.argv[2]);
if (!process.env.LINT_WITHOUT_PROJECT_GRAPH) {
  const { createProjectGraphAsync } = await import('@nx/devkit');
  await createProjectGraphAsync({ exitOnError: true });
}
const eslint = new ESLint();
const results = [];
for (const { fixture, as } of cases) {
  const [result] = await eslint.lintText(readFileSync(fixture, 'utf8'), { filePath: as });
  results.push({
    as,
    messages: result.messages.map(({ ruleId, severity, message }) => ({ ruleId, severity, message })),
  });
}
process.stdout.write(JSON.stringify(results));
