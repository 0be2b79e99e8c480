/**
 * A readable API reference rendered on the server from the OpenAPI document: no script, no CDN
 * (the site runs where there is no internet), in the site's own look. See docs/decisions/0004.
 */
type Json = Record<string, any>;

const esc = (s: unknown) => String(s ?? '').replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

function typeOf(schema: Json | undefined): string {
  if (!schema) return '';
  if (schema.enum) return schema.enum.map((v: unknown) => JSON.stringify(v)).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  return schema.type ?? 'object';
}

function fields(schema: Json | undefined, depth = 0): string {
  if (!schema || depth > 3) return '';
  const target = schema.type === 'array' ? schema.items : schema;
  if (!target?.properties) return '';
  const rows = Object.entries(target.properties as Record<string, Json>)
    .map(
      ([name, s]) =>
        `<li><code>${esc(name)}</code> <span class="t">${esc(typeOf(s))}</span>${s.description ? ` — ${esc(s.description)}` : ''}${fields(s, depth + 1)}</li>`,
    )
    .join('');
  return `<ul>${rows}</ul>`;
}

export function renderReferencePage(doc: Json, documentUrl: string): string {
  const ops: string[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item as Record<string, Json>)) {
      const params = ((op.parameters ?? []) as Json[])
        .map((p) => `<li><code>${esc(p.name)}</code>（${esc(p.in)}${p.required ? '，必填' : ''}） <span class="t">${esc(typeOf(p.schema))}</span>${p.description || p.schema?.description ? ` — ${esc(p.description ?? p.schema.description)}` : ''}</li>`)
        .join('');
      const responses = Object.entries((op.responses ?? {}) as Record<string, Json>)
        .map(([status, r]) => `<li><b>${esc(status)}</b> ${esc(r.description)}${fields(r.content?.['application/json']?.schema?.properties?.data)}</li>`)
        .join('');
      ops.push(
        `<section><h2><span class="m">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h2>` +
          `<p>${esc(op.summary)}</p>${op.description ? `<p class="d">${esc(op.description)}</p>` : ''}` +
          (params ? `<h3>参数</h3><ul>${params}</ul>` : '') +
          `<h3>响应</h3><ul>${responses}</ul></section>`,
      );
    }
  }
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info?.title)} · 接口文档</title><style>
body{margin:0;background:#f6f1e7;color:#1d1b19;font:15px/1.75 "PingFang SC","Microsoft YaHei","Noto Sans SC",system-ui,sans-serif}
main{max-width:960px;margin:0 auto;padding:32px 20px}h1{font-weight:600;border-bottom:1px solid #e8e1d3;padding-bottom:12px}
section{border-top:1px solid #e8e1d3;padding:12px 0}h2{font-size:17px;margin:8px 0}h3{font-size:14px;color:#9a7b4f;margin:8px 0 0}
.m{display:inline-block;min-width:56px;color:#b3372a}.t{color:#9a7b4f}.d{color:#555}code{font-family:ui-monospace,Menlo,monospace;font-size:14px}
ul{margin:4px 0;padding-left:20px}a{color:#b3372a}</style></head><body><main>
<h1>${esc(doc.info?.title)} <small>v${esc(doc.info?.version)}</small></h1><p>${esc(doc.info?.description)}</p>
<p>机器可读的 OpenAPI 文档：<a href="${esc(documentUrl)}">${esc(documentUrl)}</a></p>${ops.join('')}</main></body></html>`;
}
