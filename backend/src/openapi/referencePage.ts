// A readable reference of one OpenAPI document as a self-contained HTML page (no script, no outside assets):
// each call with its access, parameters, body, answer and error codes; schemas are named and listed below.
import type { OpenApiDocument } from './document';

type Json = Record<string, unknown>;

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A schema in one line: `Cart`, `ProductCard[]`, `{ items: UserNotification[], … }`, `string`. */
function typeLabel(schema: Json | undefined): string {
  if (!schema) return '';
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    return `<a href="#schema-${escape(name)}">${escape(name)}</a>`;
  }
  if (schema.type === 'array') return `${typeLabel(schema.items as Json)}[]`;
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => escape(JSON.stringify(v))).join(' | ');
  if (schema.type === 'object' && schema.properties) {
    const required = (schema.required ?? []) as string[];
    const fields = Object.entries(schema.properties as Record<string, Json>).map(
      ([name, inner]) => `${escape(name)}${required.includes(name) ? '' : '?'}: ${typeLabel(inner)}`,
    );
    return `{ ${fields.join(', ')} }`;
  }
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeLabel).join(' | ');
  return escape(String(schema.type ?? 'any'));
}

function operationSection(method: string, path: string, operation: Json): string {
  const parameters = ((operation.parameters ?? []) as Json[]).filter((p) => !p.$ref);
  const body = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const responses = operation.responses as Record<string, Json>;
  const access = operation.security ? Object.keys((operation.security as Json[])[0]!)[0] : 'public';
  const rows = Object.entries(responses).map(([status, response]) => {
    const content = response.content as Record<string, Json> | undefined;
    const json = content?.['application/json'];
    const what = json ? typeLabel(json.schema as Json) : escape(String(response.description));
    const codes = (response['x-error-codes'] as string[] | undefined)?.map(escape).join(', ') ?? '';
    return `<tr><td>${status}</td><td>${what}</td><td>${codes}</td></tr>`;
  });
  return `<section id="${escape(String(operation.operationId))}">
<h3><code>${method.toUpperCase()} ${escape(path)}</code></h3>
<p>${escape(String(operation.summary))} · <em>${escape(String(access))}</em></p>
${parameters.length ? `<p>Parameters: ${parameters.map((p) => `<code>${escape(String(p.name))}</code> (${p.in}${p.required ? ', required' : ''}): ${typeLabel(p.schema as Json)}`).join('; ')}</p>` : ''}
${
  body
    ? `<p>Body: ${Object.entries(body)
        .map(([type, media]) => `${escape(type)} ${typeLabel(media.schema as Json)}`)
        .join('; ')}</p>`
    : ''
}
<table><tr><th>Status</th><th>Answer</th><th>Codes</th></tr>${rows.join('')}</table>
</section>`;
}

export function referencePage(document: OpenApiDocument): string {
  const info = document.info as { title: string; description: string };
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = ((operation.tags as string[] | undefined) ?? ['other'])[0]!;
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, operation)]);
    }
  }
  const schemas = (document.components as { schemas: Record<string, Json> }).schemas;
  const schemaList = Object.entries(schemas).map(
    ([name, schema]) =>
      `<dt id="schema-${escape(name)}"><code>${escape(name)}</code></dt><dd>${typeLabel(schema)}</dd>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(info.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:.2rem .5rem;text-align:left;vertical-align:top}section{border-top:1px solid #eee;margin-top:1rem}
dd{margin:0 0 .5rem 1rem;font-size:13px}@media (prefers-color-scheme:dark){body{background:#111;color:#eee}a{color:#8cf}}</style></head>
<body><h1>${escape(info.title)}</h1><p>${escape(info.description)}</p><p>Machine-readable: <a href="openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<nav><ul>${[...byTag.keys()].map((tag) => `<li><a href="#tag-${escape(tag)}">${escape(tag)}</a></li>`).join('')}<li><a href="#schemas">schemas</a></li></ul></nav>
${[...byTag].map(([tag, sections]) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${sections.join('\n')}`).join('\n')}
<h2 id="schemas">Schemas</h2><dl>${schemaList.join('')}</dl></body></html>`;
}
