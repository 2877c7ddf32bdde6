import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { checkArea, latinWords, placeholders, pluralCategories } from './catalog-rules.mjs';
import { readPo } from './po.mjs';

const fixtures = path.join(__dirname, 'fixtures');

describe('catalog check', () => {
  const problems = checkArea('fixture', readPo(path.join(fixtures, 'broken/en-IN.po')), readPo(path.join(fixtures, 'broken/hi-IN.po')));

  it('finds a Hindi text whose placeholders differ from the English', () => {
    expect(problems).toContain('fixture: fixture.greeting takes {naam} in Hindi, {name} in English');
  });

  it('finds a Hindi plural without "one"', () => {
    expect(problems).toContain('fixture: fixture.count: a Hindi plural needs both "one" (0 and 1) and "other"');
  });

  it('finds Latin text left in Hindi, but accepts the names that stay Latin', () => {
    expect(problems).toContain('fixture: fixture.latin has Latin text in Hindi: card');
    expect(problems.some((problem) => problem.includes('fixture.upi'))).toBe(false);
  });

  it('finds an id only Hindi has', () => {
    expect(problems).toContain('fixture: fixture.hindiOnly is in Hindi only');
  });

  it('finds an English plural (English counts choose with select, so English pages create no Intl.NumberFormat)', () => {
    expect(problems).toContain('fixture: fixture.count: English chooses with {count, select, 1 {...} other {...}}, not a plural');
    expect(problems.some((problem) => problem.includes('fixture.stars'))).toBe(false);
    expect(problems).toHaveLength(5);
  });

  it('reads placeholders and plural categories out of ICU messages', () => {
    expect(placeholders('{name}, {count, plural, one {# item} other {# items}}')).toEqual(['count', 'name']);
    expect(pluralCategories('{count, plural, one {# item} other {# items}}')).toEqual(['one', 'other']);
    expect(pluralCategories('Hello {name}')).toBeNull();
    expect(latinWords('{count, plural, one {# आइटम} other {# आइटम}}')).toEqual([]);
  });

  it('has `lingui compile --strict` refuse a catalog with an id Hindi lacks', () => {
    const run = spawnSync('npx', ['lingui', 'compile', '--config', path.join(fixtures, 'lingui.config.ts'), '--strict', '--typescript'], {
      encoding: 'utf8',
    });
    for (const locale of ['en-IN', 'hi-IN']) {
      const compiled = path.join(fixtures, `missing/${locale}.ts`);
      if (existsSync(compiled)) rmSync(compiled);
    }
    expect(run.status).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toMatch(/Missing 1 translation/);
  });
});
