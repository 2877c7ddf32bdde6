import { API_PREFIX } from '../http/contract';

export interface TestRequest {
  /** JSON body (sent with content-type application/json). */
  json?: unknown;
  /** A raw body, sent as is with `contentType`. */
  raw?: string;
  contentType?: string;
  /** `Authorization: Bearer <token>` */
  token?: string | null;
  /** `CartAuthorization: <cartToken>` */
  cartToken?: string | null;
  query?: Record<string, string | number | boolean | (string | number)[] | undefined>;
  headers?: Record<string, string>;
}

export interface TestResponse<T = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the answer is not JSON. */
  body: T;
}

export interface TestClient {
  get<T = any>(path: string, request?: TestRequest): Promise<TestResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  post<T = any>(path: string, request?: TestRequest): Promise<TestResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  put<T = any>(path: string, request?: TestRequest): Promise<TestResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  delete<T = any>(path: string, request?: TestRequest): Promise<TestResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The full URL of an API path (`/products/filter` -> `http://127.0.0.1:p/api/v1/products/filter`). */
  url(path: string): string;
}

function queryString(query: TestRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A small fetch client for API tests over real HTTP; paths are relative to /api/v1. */
export function createTestClient(baseUrl: string): TestClient {
  const url = (path: string) => (path.startsWith('http') ? path : `${baseUrl}${path.startsWith('/api/') ? '' : API_PREFIX}${path}`);
  const send = async (method: string, path: string, request: TestRequest = {}): Promise<TestResponse> => {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    if (request.cartToken) headers.cartauthorization = request.cartToken;
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.raw !== undefined) {
      headers['content-type'] = request.contentType ?? 'application/json';
      body = request.raw;
    }
    const response = await fetch(url(path) + queryString(request.query), { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed };
  };
  return {
    get: (path, request) => send('GET', path, request),
    post: (path, request) => send('POST', path, request),
    put: (path, request) => send('PUT', path, request),
    delete: (path, request) => send('DELETE', path, request),
    url,
  };
}
