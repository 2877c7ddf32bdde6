import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parse } from 'yaml';
import { contractPath } from '../paths';

/** Where a developer browses the contract. Not under /api/v1: it is not an operation of the contract. */
export const API_DOCS_PATH = '/api/docs';
const CONTRACT_URL = `${API_DOCS_PATH}/openapi.yaml`;
const RENDERER_URL = `${API_DOCS_PATH}/redoc.standalone.js`;

/**
 * Redoc builds its search index in a worker it starts from a blob: URL, which `default-src 'self'`
 * would refuse. Only this development page allows it; scripts still come from this origin only.
 */
const WORKER_SRC = "worker-src 'self' blob:";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The page: Redoc's standalone bundle renders `<redoc spec-url>` when its script runs after it. */
export function apiDocsPage(title: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} (API reference)</title>
<style>body{margin:0}</style></head>
<body>
<redoc spec-url="${CONTRACT_URL}"></redoc>
<script src="${RENDERER_URL}"></script>
</body>
</html>`;
}

function noStore(reply: FastifyReply, type: string): FastifyReply {
  return reply.type(type).header('cache-control', 'no-store');
}

/**
 * `/api/docs`: the contract (libs/sdk/openapi.yaml) rendered by Redoc, served from this origin (the
 * bundle from node_modules, no CDN), for developers. Registered outside production only: production
 * answers the usual 404 envelope there. The files are read per request, so an edited contract shows
 * on reload; redoc is a devDependency, resolved only here.
 */
export async function registerApiDocs(app: FastifyInstance, { production }: { production: boolean }): Promise<void> {
  if (production) return;
  const renderer = require.resolve('redoc/bundles/redoc.standalone.js');

  app.get(API_DOCS_PATH, async (_request, reply) => {
    const contract = parse(readFileSync(contractPath, 'utf8')) as { info?: { title?: string } };
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', `${csp};${WORKER_SRC}`);
    return noStore(reply, 'text/html; charset=utf-8').send(apiDocsPage(contract.info?.title ?? 'API'));
  });
  app.get(CONTRACT_URL, async (_request, reply) =>
    noStore(reply, 'application/yaml; charset=utf-8').send(readFileSync(contractPath, 'utf8')),
  );
  app.get(RENDERER_URL, async (_request, reply) =>
    noStore(reply, 'text/javascript; charset=utf-8').send(readFileSync(renderer)),
  );
}
