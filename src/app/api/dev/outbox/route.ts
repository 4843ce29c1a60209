import { withApi } from '@/server/http/api';
import { listOutboxForOrThrow } from '@/server/mail/outbox.queries';
import { escapeHtml } from '@/server/mail/render';

export const dynamic = 'force-dynamic';

/**
 * GET /api/dev/outbox – the mail outbox, newest first, for an administrator (session cookie or
 * bearer token): an HTML page, or JSON with ?format=json (the end-to-end tests read it so).
 * Filters: ?to=address&template=name. Anyone else, and everyone where the page is disabled
 * (production without OUTBOX_PAGE=1), gets the same 404.
 */
export const GET = withApi(async (ctx) => {
  // A stale or revoked token is no reader: the same 404, not a 401 that would tell the route exists.
  const mails = await listOutboxForOrThrow(await ctx.publicContext(), {
    to: ctx.query.get('to') ?? undefined,
    template: ctx.query.get('template') ?? undefined,
  });
  if (ctx.query.get('format') === 'json') {
    return Response.json({ data: mails }, { headers: { 'Cache-Control': 'no-store' } });
  }
  const items = mails
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">#${m.id} · ${escapeHtml(m.toAddress)} · ${escapeHtml(m.template)} · ${escapeHtml(m.locale)} · ${m.createdAt.toISOString()}${m.sentAt ? ' · sent' : ''}${m.error ? ` · error: ${escapeHtml(m.error)}` : ''}</p>
  <iframe title="${escapeHtml(m.subject)}" sandbox srcdoc="${escapeHtml(m.htmlBody)}"></iframe>
  <details><summary>Plain text</summary><pre>${escapeHtml(m.textBody)}</pre></details>
</article>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>Outbox · Alma Villas</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#2b2824}article{border-top:1px solid #ddd;padding:1rem 0}h2{font-size:1.1rem;margin:0}.meta{color:#6b6259;font-size:.85rem}iframe{width:100%;height:420px;border:1px solid #eee}</style></head>
<body><h1>Outbox</h1><p>${mails.length ? `${mails.length} most recent mails.` : 'No mail yet.'} Development only: mail that would be sent through SMTP_URL.</p>${items}</body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
});
