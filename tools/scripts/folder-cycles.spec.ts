import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * tools/scripts/folder-cycles.mjs on two fixture trees (tools/lint-fixtures/folder-cycles): the same
 * storefront pieces arranged in a ring and arranged one way.
 */
const workspaceRoot = join(__dirname, '../..');
const fixture = (name: string) => `tools/lint-fixtures/folder-cycles/${name}/src`;

function folderCycles(...roots: string[]) {
  const run = spawnSync(process.execPath, ['tools/scripts/folder-cycles.mjs', ...roots], { cwd: workspaceRoot, encoding: 'utf8' });
  return { status: run.status, report: run.stderr };
}

describe('folder-cycles', () => {
  it('fails on folders that import each other and names the imports that close each ring', () => {
    const { status, report } = folderCycles(fixture('ring'));

    expect(status).toBe(1);
    const ring = fixture('ring');
    expect(report).toContain(`${ring}: folders import each other (depth 1): layout <-> screens`);
    expect(report).toContain('layout -> screens: layout/drawers/cart-totals.tsx -> screens/shared/styles.ts');
    expect(report).toContain('screens -> layout: screens/checkout/order-summary.tsx -> layout/drawers/cart-totals.tsx');
    expect(report).toContain(`${ring}: folders import each other (depth 2): screens/contact <-> screens/shared`);
    expect(report).toContain('screens/shared -> screens/contact: screens/shared/review-form.tsx -> screens/contact/text-area.tsx');
  });

  it('passes folders that import one way; tests, test helpers, comments and a folder with its own subfolder do not count', () => {
    expect(folderCycles(fixture('one-way'))).toEqual({ status: 0, report: '' });
  });

  it('checks every root it is given and fails when any has a ring', () => {
    const { status, report } = folderCycles(fixture('one-way'), fixture('ring'));

    expect(status).toBe(1);
    expect(report).not.toContain(fixture('one-way'));
  });

  it('asks for a root', () => {
    expect(folderCycles().status).toBe(2);
  });
});
