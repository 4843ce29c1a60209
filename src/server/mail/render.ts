/**
 * Renders a transactional mail as HTML (inline styles: mail clients ignore stylesheets) and as
 * plain text. Every piece of text is escaped; callers pass already-translated sentences.
 */
export interface MailContent {
  locale: string;
  /** The greeting line, e.g. "Hello Ana,". */
  greeting?: string;
  heading: string;
  paragraphs: string[];
  /** A button, e.g. the password-reset link. */
  action?: { label: string; url: string };
  /** Label/value rows, e.g. an inquiry's fields or a booking's summary. */
  details?: { label: string; value: string }[];
  /** The small print under the content (why they got this mail). */
  footer: string;
}

export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

export function renderMail(content: MailContent): { html: string; text: string } {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font:16px/1.6 Helvetica,Arial,sans-serif;color:#2b2824">${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;
  const rows = (content.details ?? [])
    .map(
      (d) =>
        `<tr><td style="padding:6px 12px 6px 0;font:14px Helvetica,Arial,sans-serif;color:#6b6259;vertical-align:top">${escapeHtml(d.label)}</td><td style="padding:6px 0;font:14px Helvetica,Arial,sans-serif;color:#2b2824">${escapeHtml(d.value).replaceAll('\n', '<br>')}</td></tr>`,
    )
    .join('');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1f3b36;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:4px;font:600 15px Helvetica,Arial,sans-serif">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font:13px/1.5 Helvetica,Arial,sans-serif;color:#6b6259;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${escapeHtml(content.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head><body style="margin:0;padding:0;background:#f6f2ec"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f2ec"><tr><td align="center" style="padding:32px 16px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:6px"><tr><td style="padding:28px 32px 8px;font:600 13px Helvetica,Arial,sans-serif;letter-spacing:.2em;text-transform:uppercase;color:#1f3b36">Alma Villas</td></tr><tr><td style="padding:8px 32px 24px"><h1 style="margin:0 0 20px;font:400 28px/1.25 Georgia,serif;color:#2b2824">${escapeHtml(content.heading)}</h1>${content.greeting ? p(content.greeting) : ''}${content.paragraphs.map(p).join('')}${rows ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px">${rows}</table>` : ''}${button}</td></tr><tr><td style="padding:16px 32px 28px;border-top:1px solid #ece5da;font:12px/1.5 Helvetica,Arial,sans-serif;color:#8a8076">${escapeHtml(content.footer)}</td></tr></table></td></tr></table></body></html>`;
  const text = [
    content.heading,
    '',
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((x) => [x, '']),
    ...(content.details ?? []).map((d) => `${d.label}: ${d.value}`),
    ...(content.details?.length ? [''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    content.footer,
  ].join('\n');
  return { html, text };
}
