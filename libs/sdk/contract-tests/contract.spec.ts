/**
 * The contract suite: every area runs in this one file, in this order, against one target (the msw fake by
 * default, a real API when CONTRACT_BASE_URL is set; see target.ts). One file so that the last test can
 * see what all the others called: the coverage guard.
 */
import { contractTarget, useContractTarget } from './setup';
import './catalogue.contract';
import './auth.contract';
import './account.contract';
import './cart.contract';
import './delivery.contract';
import './orders.contract';
import './payments.contract';
import './reviews.contract';
import './texts.contract';

useContractTarget();

describe('coverage of the contract', () => {
  it('calls every operation of openapi.yaml and sees each answer with success at least once', () => {
    const { validator, answered } = contractTarget();
    const operationIds = [...validator.operations.byId.keys()];
    const statuses = (id: string) => [...(answered.get(id) ?? [])];
    const neverCalled = operationIds.filter((id) => statuses(id).length === 0);
    const neverSucceeded = operationIds
      .filter((id) => statuses(id).length > 0 && !statuses(id).some((status) => status >= 200 && status < 300))
      .map((id) => `${id} (answered ${statuses(id).join(', ')})`);
    expect(operationIds.length).toBeGreaterThan(0);
    expect({ neverCalled, neverSucceeded }).toEqual({ neverCalled: [], neverSucceeded: [] });
  });
});
