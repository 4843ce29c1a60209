import { withApi } from '@/server/http/api';
import { notFound } from '@/server/core/errors';
import { parseInput } from '@/server/core/validation';
import { canReadOutbox } from '@/server/mail/outbox.policy';
import { listOutboxForOrThrow, outboxPageEnabled } from '@/server/mail/outbox.queries';
import { outboxQuerySchema } from '@/server/mail/outbox.schema';
import { escapeHtml } from '@/server/mail/render';

export const dynamic = 'force-dynamic';

/**
 * GET /api/dev/outbox – the mail outbox, newest first, for an administrator (session cookie or
 * bearer token): an HTML page, or JSON with ?format=json (the end-to-end tests read it so).
 * Filters: ?to=address&template=name&status=queued|sending|sent|failed. Anyone else, and everyone where the page is disabled
 * (production without OUTBOX_PAGE=1), gets the same 404.
 */
export const GET = withApi(async (ctx) => {
  // A stale or revoked token is no reader: the same 404, not a 401 that would tell the route exists.
  const reader = await ctx.publicContext();
  // Who may read first: a visitor's malformed filter is the same 404, not a 400 that tells the route exists.
  if (!canReadOutbox(reader.actor, outboxPageEnabled())) throw notFound();
  const mails = await listOutboxForOrThrow(reader, parseInput(outboxQuerySchema, ctx.query));
  if (ctx.query.get('format') === 'json') {
    return Response.json({ data: mails }, { headers: { 'Cache-Control': 'no-store' } });
  }
  const items = mails
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">#${m.id} · ${escapeHtml(m.toAddress)} · ${escapeHtml(m.template)} · ${escapeHtml(m.locale)} · ${m.createdAt.toISOString()} · ${m.status}${m.attempts ? ` (${m.attempts} ${m.attempts === 1 ? 'attempt' : 'attempts'})` : ''}${m.error ? ` · error: ${escapeHtml(m.error)}` : ''}</p>
  <iframe title="${escapeHtml(m.subject)}" sandbox srcdoc="${escapeHtml(m.htmlBody)}"></iframe>
  <details><summary>Plain text</summary><pre>${escapeHtml(m.textBody)}</pre></details>
</article>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>Outbox · Alma Villas</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#2b2824}article{border-top:1px solid #ddd;padding:1rem 0}h2{font-size:1.1rem;margin:0}.meta{color:#6b6259;font-size:.85rem}iframe{width:100%;height:420px;border:1px solid #eee}</style></head>
<body><h1>Outbox</h1><p>${mails.length ? `${mails.length} most recent mails.` : 'No mail yet.'} Every mail with its delivery state; without SMTP_URL mail stays queued here.</p>${items}</body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
});
