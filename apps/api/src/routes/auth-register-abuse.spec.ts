import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOO_MANY_SIGN_UPS_MESSAGE } from '../services/identity/sign-up-limit';
import { expectContractResponse, forEachDatabase, type TestServerHandle } from '../testing';
import { b2bParams } from '../testing/sign-up-params';
import { sweepOrphanDocuments } from '../uploads/orphan-documents';

/*
 * B2B sign-up as an attacker would use it to fill the disk: many anonymous sign-ups with documents from
 * one address, and sign-ups that fail after their documents were written.
 */

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n', 'latin1');
const document = (name: string) => ({ filename: name, content: `data:application/pdf;base64,${pdf.toString('base64')}` });

/** A B2B sign-up carrying one document. */
const b2bWithDocument = (overrides: Record<string, unknown> = {}) => b2bParams({ documents: [document('gst.pdf')], ...overrides });

const userCount = async (server: TestServerHandle) =>
  Number((await server.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const documentFolders = (uploadDir: string) => {
  const root = path.join(uploadDir, 'documents');
  return existsSync(root) ? readdirSync(root) : [];
};

const uploadDirs: string[] = [];
function freshUploadDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sign-up-abuse-'));
  uploadDirs.push(dir);
  return dir;
}
afterAll(() => uploadDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const limitedUploads = freshUploadDir();
forEachDatabase(
  'sign-up rate limit per client',
  (server) => {
    const signUp = (params: Record<string, unknown>, client: string) =>
      server.api.post('/users', { json: { user_params: params }, headers: { 'x-forwarded-for': client } });

    it('refuses sign-ups with documents beyond 2 an hour from one client (429), writing no user and no file', async () => {
      const client = '203.0.113.10';
      for (let i = 0; i < 2; i += 1) expect((await signUp(b2bWithDocument(), client)).status).toBe(201);
      const users = await userCount(server);
      const folders = documentFolders(limitedUploads).length;

      const refused = await signUp(b2bWithDocument(), client);
      expect(refused.status).toBe(429);
      expect(refused.body.meta.message).toBe(TOO_MANY_SIGN_UPS_MESSAGE);
      expectContractResponse('register', refused);
      expect(await userCount(server)).toBe(users);
      expect(documentFolders(limitedUploads)).toHaveLength(folders);

      // Without documents the same client still has budget; another client is not affected at all.
      expect((await signUp(b2bParams(), client)).status).toBe(201);
      expect((await signUp(b2bWithDocument(), '203.0.113.11')).status).toBe(201);
    });

    it('refuses any sign-up beyond 4 an hour from one client, failed attempts included', async () => {
      const client = '203.0.113.20';
      const taken = b2bParams();
      expect((await signUp(taken, client)).status).toBe(201);
      // Two failures (already registered) count as attempts too.
      expect((await signUp({ ...taken }, client)).status).toBe(409);
      expect((await signUp({ ...taken }, client)).status).toBe(409);
      expect((await signUp(b2bParams(), client)).status).toBe(201);
      const refused = await signUp(b2bParams(), client);
      expect(refused.status).toBe(429);
      expect(refused.body.meta.message).toBe(TOO_MANY_SIGN_UPS_MESSAGE);
    });
  },
  {
    config: {
      uploadDir: limitedUploads,
      // The test names clients through X-Forwarded-For, as a proxy in front of the API would.
      trustProxy: true,
      signUpLimit: { perClient: 4, withDocumentsPerClient: 2, windowMs: 60 * 60 * 1000 },
    },
  },
);

forEachDatabase(
  'sign-up rate limit without a trusted proxy',
  (server) => {
    it('does not let a forged X-Forwarded-For buy a fresh budget', async () => {
      const signUp = (client: string) =>
        server.api.post('/users', { json: { user_params: b2bWithDocument() }, headers: { 'x-forwarded-for': client } });
      expect((await signUp('198.51.100.1')).status).toBe(201);
      expect((await signUp('198.51.100.2')).status).toBe(429);
    });
  },
  { config: { uploadDir: freshUploadDir(), signUpLimit: { perClient: 10, withDocumentsPerClient: 1, windowMs: 60 * 60 * 1000 } } },
);

const raceUploads = freshUploadDir();
forEachDatabase(
  'documents of failed sign-ups',
  (server) => {
    it('leaves no files behind when simultaneous sign-ups for one account fail (only the winner keeps its folder)', async () => {
      // Both databases' servers share the folder: look only at what this sign-up added.
      const before = new Set(documentFolders(raceUploads));
      const params = b2bParams({ documents: [document('gst.pdf'), document('shop.pdf')] });
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => server.api.post('/users', { json: { user_params: { ...params } } })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);

      const rows = await server.db.selectFrom('user_documents').select('storage_path').execute();
      const ownedFolders = new Set(rows.map((row) => row.storage_path.split('/')[1]));
      expect(ownedFolders.size).toBe(1);
      expect(documentFolders(raceUploads).filter((name) => !before.has(name))).toEqual([...ownedFolders]);
    });

    it('sweeps folders no account owns once they are an hour old, and keeps owned and fresh ones', async () => {
      const root = path.join(raceUploads, 'documents');
      const plant = (name: string, ageMs: number) => {
        mkdirSync(path.join(root, name), { recursive: true });
        writeFileSync(path.join(root, name, '1-gst.pdf'), pdf);
        const at = new Date(Date.now() - ageMs);
        utimesSync(path.join(root, name), at, at);
      };
      plant('abandoned000000000000000', 2 * 60 * 60 * 1000);
      plant('inflight0000000000000000', 60 * 1000);
      const owned = documentFolders(raceUploads).filter((name) => !['abandoned000000000000000', 'inflight0000000000000000'].includes(name));
      for (const name of owned) utimesSync(path.join(root, name), new Date(0), new Date(0));

      const ownedHere = new Set(
        (await server.db.selectFrom('user_documents').select('storage_path').execute()).map((row) => row.storage_path.split('/')[1]),
      );
      // Folders another database's server wrote are orphans to this one: the sweep removes them too.
      const expectedRemoved = owned.filter((name) => !ownedHere.has(name)).length + 1;
      expect(await sweepOrphanDocuments(server.db, raceUploads)).toBe(expectedRemoved);
      expect(documentFolders(raceUploads).sort()).toEqual([...ownedHere, 'inflight0000000000000000'].sort());
    });
  },
  { config: { uploadDir: raceUploads } },
);
