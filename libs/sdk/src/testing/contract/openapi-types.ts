/* eslint-disable @typescript-eslint/no-explicit-any -- JSON Schema nodes are untyped JSON. */

/** A JSON Schema node of the contract (untyped JSON). */
export type JsonSchema = any;

/** The few parts of an OpenAPI 3.1 document the testing tools read. */
export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, any>>;
  components?: Record<string, Record<string, any>>;
  security?: unknown[];
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** One request parameter as the contract declares it. */
export interface ContractParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the contract, with what validation needs. */
export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** The template as written in the contract, e.g. `/products/{id}`. */
  path: string;
  /** `security: []`: no token is looked at. */
  isPublic: boolean;
  /** The first 2xx the contract lists. */
  successStatus: number;
  parameters: ContractParameter[];
  /** Request body schemas by content type, or null when the operation takes no body. */
  requestBody: { required: boolean; content: Record<string, JsonSchema> } | null;
  /** Responses by status key ('200', '4XX', 'default'), `$ref`s resolved, with the pointer of each. */
  responses: Record<string, { pointer: string; schema: JsonSchema | null }>;
}
