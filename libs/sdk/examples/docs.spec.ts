import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SdkError } from '@storefront/sdk';
import { demoCustomer, useFakeApi } from '@storefront/sdk/testing';
import { createNodeSdk } from './create-client';
import { createDebugSdk } from './debug-logger';
import { applyCoupon, register } from './errors';
import { firstProducts } from './first-call';
import { allProducts, nextOrdersPage } from './paging';
import { signIn, watchSession } from './tokens';

const examplesDir = __dirname;
const sdkDir = path.join(examplesDir, '..');
const namespacesDir = path.join(sdkDir, 'src/namespaces');

/** The fenced TypeScript blocks of a markdown text. */
function typescriptBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
}

/** The `@example` blocks of a TSDoc-commented source file, without the comment's ` * ` margin. */
function tsdocExamples(source: string): string[] {
  return [...source.matchAll(/@example\n((?:\s*\*.*\n)*?)\s*\*\/|@example\n((?:\s*\*.*\n)*?)\s*\* @/g)].flatMap((match) =>
    typescriptBlocks((match[1] ?? match[2]).replace(/^\s*\* ?/gm, '')),
  );
}

/** Every .ts file under the examples folder. */
function exampleFiles(dir = examplesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return exampleFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const trimmedLines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

/** True when the block's lines appear, in order and together, in the text (indentation aside). */
function containsBlock(text: string, block: string): boolean {
  const haystack = trimmedLines(text);
  const needle = trimmedLines(block);
  return haystack.some((_, start) => needle.every((line, i) => haystack[start + i] === line));
}

/** Type-checks in-memory files against the SDK's types, as the examples' tsconfig does; answers the errors. */
function typeCheck(files: Record<string, string>): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(examplesDir, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error('Cannot read libs/sdk/examples/tsconfig.json');
  const options = { ...parsed.options, noEmit: true };
  const host = ts.createCompilerHost(options);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) =>
    fileName in files ? ts.createSourceFile(fileName, files[fileName], language) : readSourceFile(fileName, language, ...rest);
  host.fileExists = (fileName) => fileName in files || ts.sys.fileExists(fileName);
  host.readFile = (fileName) => files[fileName] ?? ts.sys.readFile(fileName);
  const program = ts.createProgram(Object.keys(files), options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : null;
    const name = diagnostic.file ? path.basename(diagnostic.file.fileName) : '';
    return `${name}${where ? `:${where.line + 1}` : ''} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

describe('the SDK documentation', () => {
  describe('README', () => {
    const readme = readFileSync(path.join(sdkDir, 'README.md'), 'utf8');
    const examples = exampleFiles().map((file) => readFileSync(file, 'utf8'));

    it('has TypeScript examples', () => {
      expect(typescriptBlocks(readme).length).toBeGreaterThanOrEqual(8);
    });

    it.each(typescriptBlocks(readme).map((block) => [block.split('\n')[0], block]))(
      'shows only code that is in an example file (type-checked and run): %s',
      (_firstLine, block) => {
        expect(examples.some((example) => containsBlock(example, block))).toBe(true);
      },
    );
  });

  describe('namespace examples (TSDoc @example)', () => {
    const namespaces = readdirSync(namespacesDir)
      .filter((file) => file.endsWith('.ts') && file !== 'context.ts')
      .map((file) => ({ name: file.replace(/\.ts$/, ''), examples: tsdocExamples(readFileSync(path.join(namespacesDir, file), 'utf8')) }));

    it.each(namespaces.map((namespace) => [namespace.name, namespace.examples]))('%s has an example', (_name, examples) => {
      expect(examples.length).toBeGreaterThan(0);
    });

    it('every example type-checks against the SDK', () => {
      const file = path.join(examplesDir, '__namespace-examples__.ts');
      const bodies = namespaces.flatMap(({ name, examples }) =>
        examples.map((example, i) => `export async function ${name}Example${i}(): Promise<void> {\n${example}}\n`),
      );
      const source = [`import type { StorefrontSdk } from '@storefront/sdk';`, 'declare const sdk: StorefrontSdk;', ...bodies].join('\n');
      expect(typeCheck({ [file]: source })).toEqual([]);
    });
  });
});

describe('the README examples, run against the fake API', () => {
  const { fake } = useFakeApi();
  const sdk = () => createNodeSdk(fake.baseUrl);

  it('reads the first page of products', async () => {
    const { names, total } = await firstProducts(sdk());
    expect(names.length).toBeGreaterThan(0);
    expect(total).toBeGreaterThanOrEqual(names.length);
  });

  it('pages through every product', async () => {
    const seen: number[] = [];
    for await (const product of allProducts(sdk())) seen.push(product.id);
    const { meta } = await sdk().catalog.filter({ page: 1 });
    expect(new Set(seen).size).toBe(meta.total_count);
  });

  it('signs in, follows the session and pages the orders', async () => {
    const shopper = sdk();
    const seen: boolean[] = [];
    const stop = watchSession(shopper, (signedIn) => seen.push(signedIn));
    expect(await signIn(shopper, demoCustomer.user.email ?? '', demoCustomer.password)).toBe(true);
    const { orders, hasMore } = await nextOrdersPage(shopper, 0);
    expect(Array.isArray(orders)).toBe(true);
    expect(typeof hasMore).toBe('boolean');
    await shopper.auth.logout();
    stop();
    expect(seen).toEqual([true, false]);
  });

  it('turns a refused coupon into the text to show', async () => {
    expect(await applyCoupon(sdk(), 'WELCOME10')).toBe('Log in to use a coupon');
  });

  const asha = {
    name: 'Asha Rao',
    email: 'asha@example.in',
    full_phone_number: '7000011111',
    password: 'Secret@123',
    password_confirmation: 'Secret@123',
  };

  it('answers the field errors of a registration the server finds invalid', async () => {
    const errors = await register(sdk(), { ...asha, email: 'not-an-email' });
    expect(Object.keys(errors)).toContain('user_params.email');
  });

  it('lets any other registration error through, with its server message', async () => {
    const taken = register(sdk(), { ...asha, email: demoCustomer.user.email ?? '' });
    await expect(taken).rejects.toBeInstanceOf(SdkError);
    await expect(taken).rejects.toMatchObject({ operation: 'register', status: 409, serverMessage: 'This email is already registered' });
  });

  it('logs each request to the console, without a token', async () => {
    const debug = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
    try {
      const logged = createDebugSdk(fake.baseUrl);
      await logged.auth.login({ email: demoCustomer.user.email ?? '', password: demoCustomer.password });
      await logged.account.currentUser();
      const token = logged.tokens.get('auth_token') ?? '';
      expect(debug.mock.calls.map(([message]) => message)).toEqual([
        expect.stringMatching(/^\[storefront-sdk\] POST \/api\/v1\/sessions \(login\) 200 in \d+ ms$/),
        expect.stringMatching(/^\[storefront-sdk\] GET \/api\/v1\/users\/current_user_detail \(getCurrentUser\) 200 in \d+ ms$/),
      ]);
      expect(token).not.toBe('');
      expect(JSON.stringify(debug.mock.calls)).not.toContain(token);
    } finally {
      debug.mockRestore();
    }
  });
});
