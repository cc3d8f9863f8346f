import { escapeHtml } from '../http/html';
import type { Operation } from './operation';

/** The page's only style (no script): the docs route allows exactly this text by its hash. */
export const DOCS_CSS = `
body{font:15px/1.5 system-ui,sans-serif;max-width:70rem;margin:2rem auto;padding:0 1rem;color:#1a202c}
table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}td,th{border-bottom:1px solid #e2e8f0;padding:.4rem .5rem;text-align:left;vertical-align:top}
code{font-size:13px}.m{font:600 12px monospace;padding:.1rem .35rem;border-radius:4px;color:#fff}
.get{background:#2f855a}.post{background:#2b6cb0}.put,.patch{background:#b7791f}.delete{background:#c53030}
`;

/** A readable, self-contained reference page of these operations (no external scripts or fonts: it works offline). */
export function docsPage(operations: readonly Operation[]): string {
  const tags = [...new Set(operations.map((o) => o.tag))];
  const sections = tags
    .map((tag) => {
      const rows = operations
        .filter((o) => o.tag === tag)
        .map(
          (o) =>
            `<tr><td><span class="m ${o.method}">${o.method.toUpperCase()}</span></td><td><code>/api${escapeHtml(o.path)}</code></td><td>${escapeHtml(o.summary)}</td><td>${o.auth ? 'bearer' : 'public'}${o.multipart ? ', multipart' : ''}</td></tr>`,
        )
        .join('');
      return `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2><table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Auth</th></tr></thead><tbody>${rows}</tbody></table>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>modkit API reference</title><style>${DOCS_CSS}</style></head><body><h1>modkit API reference</h1>
<p>Base path <code>/api</code>. Send <code>Authorization: Bearer &lt;token&gt;</code> (from login) to every call marked bearer.
Successes answer <code>{ data, meta? }</code>, lists <code>{ data: { results }, meta: { pagination: { total, page, limit } } }</code>,
errors <code>{ message, error: { field: [messages] } }</code> (422 field validation, 400 refusal, 401 Unauthorized, 403 Forbidden, 404).
The machine-readable document is <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav>${tags.map((t) => `<a href="#${escapeHtml(t)}">${escapeHtml(t)}</a>`).join(' · ')}</nav>${sections}</body></html>`;
}
