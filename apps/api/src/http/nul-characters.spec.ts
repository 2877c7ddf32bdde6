import { DEMO_CUSTOMER_ID } from '../seed/demo-customer';
import { createSession } from '../security/sessions';
import { forEachDatabase } from '../testing';
import { fieldsOf, isTextField, sampleRequest, withFieldValue } from '../testing/contract-inputs';
import { encodeProbe, sendProbe } from '../testing/probe-client';
import { changedCounts, dataTables, rowCounts } from '../testing/row-counts';
import { getContract } from './contract';

/**
 * PostgreSQL cannot store NUL in text (error 22021) and SQLite stores it silently: the contract layer
 * refuses it everywhere. Generated from the contract: one probe per text field of every operation.
 */
forEachDatabase('NUL characters in text', (server) => {
  it('answers 400 naming the field for a NUL in every text field of every operation, and writes nothing', async () => {
    const contract = getContract();
    const tables = await dataTables(server.db, server.kind);
    const auth = { token: (await createSession(server.db, DEMO_CUSTOMER_ID, 'registered')).token, cartToken: 'no-cart' };
    const failures: string[] = [];
    let probes = 0;
    for (const operationId of contract.operationIds()) {
      const operation = contract.operation(operationId);
      const base = sampleRequest(contract, operation);
      for (const field of fieldsOf(contract, operation).filter((f) => isTextField(contract, f))) {
        const name = field.path.join('.');
        const probe = encodeProbe(operation, `${field.part}.${name}: NUL`, withFieldValue(base, field, 'Asha\u0000Rao'));
        const before = await rowCounts(server.db, tables);
        const { status, body } = await sendProbe(server.baseUrl, probe, auth);
        const written = changedCounts(before, await rowCounts(server.db, tables));
        probes += 1;
        const expected = { field: name, message: `${name} must not contain NUL characters` };
        const errors = (body as { errors?: unknown[] }).errors ?? [];
        if (status !== 400 || !errors.some((error) => JSON.stringify(error) === JSON.stringify(expected)) || written.length > 0) {
          failures.push(`${operationId} ${probe.label}: ${status} ${JSON.stringify(body).slice(0, 160)} ${written.join(', ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // A guard against a generator that silently finds nothing: the contract has 101 text fields today.
    expect(probes).toBeGreaterThanOrEqual(100);
  }, 120_000);
});
