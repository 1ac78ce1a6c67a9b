/** The part of an OpenAPI 3.1 document the reference page reads. */
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: unknown; description?: string };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

/**
 * /api/docs: every route of the document, grouped by its first path segment, with its
 * parameters, request body and answers — a page to read, made on the server from the same
 * document (no script, so it works under the app's Content-Security-Policy).
 */
export function renderReferencePage(document: OpenApiDocument): string {
  const groups = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    const group = path.split('/')[2] ?? 'other';
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) groups.set(group, [...(groups.get(group) ?? []), renderOperation(method, path, operation)]);
    }
  }
  const toc = [...groups.keys()].map((group) => `<li><a href="#${escape(group)}">${escape(group)}</a></li>`).join('');
  const sections = [...groups]
    .map(([group, operations]) => `<section id="${escape(group)}"><h2>${escape(group)}</h2>${operations.join('')}</section>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(document.info.title)} reference</title>
<style>
body{margin:0 auto;max-width:60rem;padding:1rem;font:16px/1.5 system-ui,sans-serif;background:#14121f;color:#f4f1ea}
a{color:#ffd166}h1,h2{line-height:1.2}h2{margin-top:2.5rem;border-bottom:1px solid #3a3550;padding-bottom:.25rem}
details{margin:.5rem 0;border:1px solid #3a3550;border-radius:.5rem;padding:.5rem .75rem;background:#1d1a2b}
summary{cursor:pointer;font-family:ui-monospace,monospace;overflow-wrap:anywhere}
.method{display:inline-block;min-width:4.5rem;font-weight:700;color:#14121f;background:#ffd166;border-radius:.25rem;padding:0 .4rem;margin-right:.5rem;text-transform:uppercase;text-align:center}
pre{overflow-x:auto;background:#0e0c16;padding:.5rem;border-radius:.25rem;font-size:.85rem}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #3a3550;vertical-align:top}
</style></head>
<body><main><h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description ?? '')}</p>
<p>The same, as OpenAPI ${escape(document.openapi)}: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav aria-label="Groups"><ul>${toc}</ul></nav>${sections}</main></body></html>`;
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const parameters = operation.parameters?.length
    ? `<h3>Parameters</h3><table><thead><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>${operation.parameters
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escape(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = Object.entries(operation.requestBody?.content ?? {})
    .map(([type, content]) => `<h3>Request body <code>${escape(type)}</code></h3>${json(content.schema ?? {})}`)
    .join('');
  const responses = Object.entries(operation.responses ?? {})
    .map(([status, response]) => {
      const schema = Object.values(response.content ?? {})[0]?.schema;
      return `<h3>${escape(status)} ${escape(response.description ?? '')}</h3>${schema ? json(schema) : ''}`;
    })
    .join('');
  return `<details><summary><span class="method">${method}</span>${escape(path)}</summary>${parameters}${body}${responses}</details>`;
}
