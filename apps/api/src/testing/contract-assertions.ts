import { getContract } from '../http/contract';
import type { TestResponse } from './test-client';

/**
 * Fails unless the response's status is documented for the operation and its body matches the
 * contract's schema for that status. Answers the body for chaining.
 */
export function expectContractResponse<T>(operationId: string, response: TestResponse<T>): T {
  const problems = getContract().checkResponse(operationId, response.status, response.body);
  if (problems) {
    const details = problems.map((p) => `  ${p.instancePath || '(root)'} ${p.message} ${JSON.stringify(p.params)}`).join('\n');
    throw new Error(`${operationId} ${response.status} does not match the contract:\n${details}\nbody: ${JSON.stringify(response.body).slice(0, 2000)}`);
  }
  return response.body;
}
