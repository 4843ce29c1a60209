import type { ApiAuthorization } from '@/server/guestbook/guestbook-rules.types';

/** The authorization's text as the guest reads it (the same sections whose text is hashed). */
export function DocumentView({ doc }: { doc: Pick<ApiAuthorization, 'title' | 'sections' | 'version' | 'sha256' | 'locale'> }) {
  return (
    <article data-testid="authorization-document" lang={doc.locale} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
      <h2 className="font-serif text-2xl leading-snug text-ink">{doc.title}</h2>
      {doc.sections.map((section) => (
        <section key={section.heading || 'intro'} className="mt-5">
          {section.heading ? <h3 className="text-sm font-semibold tracking-wide text-ink uppercase">{section.heading}</h3> : null}
          {section.list ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
              {section.paragraphs.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : (
            section.paragraphs.map((p) => (
              <p key={p} className="mt-2 leading-relaxed text-ink-soft">
                {p}
              </p>
            ))
          )}
        </section>
      ))}
    </article>
  );
}
