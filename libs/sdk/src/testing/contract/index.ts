export { CONTRACT_PATH, loadContract } from './load-contract';
export {
  createContractValidator,
  type ContractValidator,
  type ParsedRequest,
  type RequestToParse,
  type ResponseToValidate,
  type ResponseValidation,
} from './validator';
export { ContractViolationError, formatViolation, type ContractIssue, type FieldIssue } from './issues';
export { OperationIndex, type MatchedOperation } from './operation-index';
export type { ContractOperation, OpenApiDocument } from './openapi-types';
