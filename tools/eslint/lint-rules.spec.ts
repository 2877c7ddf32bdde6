import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The boundary rules of eslint.config.mjs, each shown failing on a deliberate violation
 * (tools/lint-fixtures, linted under the path it pretends to have) with the rule that must catch it.
 */
const workspaceRoot = join(__dirname, '../..');

interface LintCase {
  fixture: string;
  as: string;
}

interface LintResult {
  as: string;
  messages: { ruleId: string | null; severity: number; message: string }[];
}

function lintAs(cases: LintCase[], env: NodeJS.ProcessEnv = {}): LintResult[] {
  const output = execFileSync(process.execPath, ['tools/eslint/lint-as.mjs', JSON.stringify(cases)], {
    cwd: workspaceRoot,
    env: { ...process.env, NX_DAEMON: 'false', ...env },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  // Nx may print its own notices before the JSON line.
  return JSON.parse(output.slice(output.indexOf('[{'))) as LintResult[];
}

const fixture = (name: string) => `tools/lint-fixtures/${name}`;

const cases = {
  domainReact: { fixture: fixture('domain-imports-react.ts'), as: 'libs/domain/src/lint-fixture.ts' },
  sdkMobx: { fixture: fixture('sdk-imports-mobx.ts'), as: 'libs/sdk/src/lint-fixture.ts' },
  uiKitMobx: { fixture: fixture('ui-kit-imports-mobx.ts'), as: 'libs/ui-kit/src/lint-fixture.ts' },
  apiReact: { fixture: fixture('api-imports-react.ts'), as: 'apps/api/src/lint-fixture.ts' },
  storeLeaks: { fixture: fixture('store-imports-ui.ts'), as: 'apps/storefront/src/stores/lint-fixture-store.ts' },
  screenApi: { fixture: fixture('screen-calls-api.ts'), as: 'apps/storefront/src/screens/home/lint-fixture.ts' },
  shippedFake: { fixture: fixture('production-imports-fake.ts'), as: 'apps/storefront/src/app/lint-fixture.ts' },
  testFake: { fixture: fixture('production-imports-fake.ts'), as: 'apps/storefront/src/app/lint-fixture.test.ts' },
  cleanStore: { fixture: fixture('clean-store.ts'), as: 'apps/storefront/src/stores/lint-fixture-clean.ts' },
  screenLayout: { fixture: fixture('screen-imports-layout.ts'), as: 'apps/storefront/src/screens/checkout/lint-fixture.ts' },
  layoutApp: { fixture: fixture('layout-imports-app.ts'), as: 'apps/storefront/src/layout/lint-fixture.ts' },
  componentScreen: { fixture: fixture('component-imports-screen.ts'), as: 'apps/storefront/src/components/cart/lint-fixture.ts' },
  shippedApiTestKit: { fixture: fixture('api-imports-testing.ts'), as: 'apps/api/src/services/carts/lint-fixture.ts' },
  testApiTestKit: { fixture: fixture('api-imports-testing.ts'), as: 'apps/api/src/services/carts/lint-fixture.spec.ts' },
  jsxText: { fixture: fixture('unlocalized-jsx-text.tsx'), as: 'libs/themes/src/header/lint-fixture.tsx' },
  jsxTextInScreen: { fixture: fixture('unlocalized-jsx-text.tsx'), as: 'apps/storefront/src/screens/home/lint-fixture.tsx' },
  jsxTextOutside: { fixture: fixture('unlocalized-jsx-text.tsx'), as: 'apps/storefront/src/stores/lint-fixture.tsx' },
  latinTitle: { fixture: fixture('latin-title.tsx'), as: 'libs/ui-kit/src/lint-fixture.tsx' },
  latinToast: { fixture: fixture('latin-toast.ts'), as: 'apps/storefront/src/components/cart/lint-fixture.ts' },
  localizedText: { fixture: fixture('localized-shell-text.tsx'), as: 'apps/storefront/src/layout/lint-fixture.tsx' },
} satisfies Record<string, LintCase>;

describe('boundary lint rules', () => {
  let results: Record<keyof typeof cases, LintResult['messages']>;

  beforeAll(() => {
    const names = Object.keys(cases) as (keyof typeof cases)[];
    const linted = lintAs(names.map((name) => cases[name]));
    results = Object.fromEntries(names.map((name, index) => [name, linted[index].messages])) as typeof results;
  }, 120_000);

  /** Every rule that reported, each once; all of them errors, never warnings. */
  const rulesOf = (name: keyof typeof cases) => {
    expect(results[name].every((message) => message.severity === 2)).toBe(true);
    return [...new Set(results[name].map((message) => message.ruleId))].sort();
  };

  it.each([
    ['the domain importing react', 'domainReact', 'react'],
    ['the SDK importing mobx', 'sdkMobx', 'mobx'],
    ['ui-kit importing mobx', 'uiKitMobx', 'mobx'],
    ['the API importing react', 'apiReact', 'react'],
  ] as const)('bans %s (bannedExternalImports)', (_, name, banned) => {
    expect(rulesOf(name)).toEqual(['@nx/enforce-module-boundaries']);
    expect(results[name][0].message).toContain(banned);
  });

  it('keeps React, ui-kit and screens out of the stores', () => {
    expect(rulesOf('storeLeaks')).toEqual(['no-restricted-imports']);
    expect(results.storeLeaks.map((message) => message.message)).toEqual([
      expect.stringContaining("'react'"),
      expect.stringContaining("'@storefront/ui-kit'"),
      expect.stringContaining("'../screens/home'"),
    ]);
  });

  it('stops a screen from building its own SDK or calling fetch', () => {
    expect(rulesOf('screenApi')).toEqual(['no-restricted-globals', 'no-restricted-imports', 'no-restricted-syntax']);
    expect(results.screenApi.find((message) => message.ruleId === 'no-restricted-imports')?.message).toContain(
      'createStorefrontSdk',
    );
  });

  it('lets only tests import the SDK fake', () => {
    expect(rulesOf('shippedFake')).toEqual(['no-restricted-imports']);
    expect(results.shippedFake[0].message).toContain('@storefront/sdk/testing');
    expect(results.testFake).toEqual([]);
  });

  it.each([
    ['a screen importing the layout', 'screenLayout', 'never import the layout'],
    ['the layout importing the app shell', 'layoutApp', 'Only the app shell imports app/'],
    ['a component importing a screen', 'componentScreen', 'Components never import screens'],
  ] as const)('keeps the storefront folders one way: bans %s', (_, name, message) => {
    expect(rulesOf(name)).toEqual(['no-restricted-imports']);
    expect(results[name][0].message).toContain(message);
  });

  it('lets only API tests import the test helpers of testing/', () => {
    expect(rulesOf('shippedApiTestKit')).toEqual(['no-restricted-imports']);
    expect(results.shippedApiTestKit[0].message).toContain('shipped code never imports them');
    expect(results.testApiTestKit).toEqual([]);
  });

  it('passes a store that keeps the rules', () => {
    expect(results.cleanStore).toEqual([]);
  });

  it('wants the catalog for English text in JSX of the themes and the screens, and leaves code that draws no page alone', () => {
    expect(rulesOf('jsxText')).toEqual(['lingui/no-unlocalized-strings']);
    expect(rulesOf('jsxTextInScreen')).toEqual(['lingui/no-unlocalized-strings']);
    expect(results.jsxTextOutside).toEqual([]);
  });

  it('catches the English tooltips the lingui rule lets through', () => {
    expect(rulesOf('latinTitle')).toEqual(['storefront/no-latin-shopper-text']);
  });

  it('catches an English toast', () => {
    expect(rulesOf('latinToast')).toContain('storefront/no-latin-shopper-text');
  });

  it('accepts catalog texts, ids, classes and the names that stay Latin in Hindi', () => {
    expect(results.localizedText).toEqual([]);
  });
});

describe('lint without the Nx project graph', () => {
  it('fails (not a warning) instead of silently skipping the module boundaries', () => {
    const emptyDataDirectory = mkdtempSync(join(tmpdir(), 'no-project-graph-'));
    try {
      const [result] = lintAs([cases.cleanStore], {
        NX_WORKSPACE_DATA_DIRECTORY: emptyDataDirectory,
        LINT_WITHOUT_PROJECT_GRAPH: '1',
      });
      expect(result.messages).toEqual([
        expect.objectContaining({ ruleId: 'storefront/project-graph-present', severity: 2 }),
      ]);
    } finally {
      rmSync(emptyDataDirectory, { recursive: true, force: true });
    }
  }, 120_000);

});
