import type { FastifyReply } from 'fastify';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** `129950` paise -> `₹1,299.50`. */
export function formatRupees(paise: number): string {
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export interface PageOptions {
  title: string;
  /** Accent colour of the simulated provider. */
  accent: string;
  /** Trusted HTML (build it with escapeHtml). */
  body: string;
  status?: number;
}

/** A self-contained sandbox page: plain HTML, inline CSS, no scripts or external assets. */
export function sendPage(reply: FastifyReply, { title, accent, body, status = 200 }: PageOptions) {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f3f4f6;
    font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827}
  main{width:min(420px,92vw);background:#fff;border-radius:12px;box-shadow:0 10px 30px rgba(0,0,0,.12);overflow:hidden}
  header{background:${accent};color:#fff;padding:16px 20px}
  header p{margin:0;font-size:.85rem;opacity:.9}
  h1{margin:0;font-size:1.25rem}
  .content{padding:20px}
  dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 20px}
  dt{color:#4b5563}
  dd{margin:0;font-weight:600;word-break:break-all}
  .amount{font-size:1.75rem;font-weight:700;margin:0 0 16px}
  .actions{display:flex;gap:12px}
  button{flex:1;padding:12px 16px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;border:2px solid ${accent}}
  button.primary{background:${accent};color:#fff}
  button.secondary{background:#fff;color:${accent}}
  button:focus-visible{outline:3px solid #111827;outline-offset:2px}
  .note{margin:16px 0 0;font-size:.8rem;color:#4b5563}
  .error{color:#b91c1c}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** A page for a missing or finished transaction. */
export function sendNotice(reply: FastifyReply, title: string, accent: string, message: string, status = 404) {
  return sendPage(reply, {
    title,
    accent,
    status,
    body: `<header><h1>${escapeHtml(title)}</h1></header><div class="content"><p class="error" role="alert">${escapeHtml(message)}</p></div>`,
  });
}

/** Appends query parameters to an absolute URL, keeping the ones it has. */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

export function isHttpUrl(text: unknown): text is string {
  if (typeof text !== 'string' || text.length > 2000) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
