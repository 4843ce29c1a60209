'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { ConversationLabels, ThreadMessage } from './conversation-types';
import { fill } from '@/components/ui/client-text';

const MAX_CHARS = 5000;
const MAX_FILES = 5;
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Writes a message with up to five files. One Idempotency-Key per draft: a retry after a lost
 * answer stores the message once. The server checks everything again (type by content, sizes);
 * these checks only spare the guest a useless upload.
 */
export function Composer({
  base,
  labels,
  onSent,
}: {
  base: string;
  labels: ConversationLabels['composer'];
  onSent: (message: ThreadMessage) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const draftKey = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);

  // Words typed before the page came to life (a slow phone, a link followed by typing at once) are
  // in the field but not in the state: adopt them, or the next render (a file attached) wipes them.
  useEffect(() => {
    const typed = textArea.current?.value;
    if (typed) setText((current) => current || typed);
  }, []);

  // A link to the thread ending in #composer ("Message the guest" on the trip desk) puts the cursor here.
  useEffect(() => {
    const focusOnHash = () => {
      if (window.location.hash === '#composer') textArea.current?.focus();
    };
    focusOnHash();
    window.addEventListener('hashchange', focusOnHash);
    return () => window.removeEventListener('hashchange', focusOnHash);
  }, []);

  const addFiles = (picked: FileList | null) => {
    if (!picked) return;
    const next = [...files, ...Array.from(picked)];
    const big = next.find((f) => f.size > MAX_BYTES);
    if (big) setError(fill(labels.tooBig, { name: big.name }));
    else if (next.length > MAX_FILES) setError(fill(labels.tooMany, { max: MAX_FILES }));
    else {
      setError(null);
      setFiles(next);
      draftKey.current = null;
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const send = async () => {
    if (sending || (!text.trim() && files.length === 0)) return;
    if (text.length > MAX_CHARS) return setError(fill(labels.tooLong, { max: MAX_CHARS }));
    draftKey.current ??= crypto.randomUUID();
    const form = new FormData();
    form.set('body', text);
    for (const f of files) form.append('files', f, f.name);
    setSending(true);
    setError(null);
    try {
      const res = await fetch(`${base}/messages`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Idempotency-Key': draftKey.current },
        body: form,
      });
      const answer = (await res.json().catch(() => ({}))) as { data?: ThreadMessage; error?: string; fields?: Record<string, string> };
      if (!res.ok || !answer.data) {
        setError(Object.values(answer.fields ?? {})[0] ?? answer.error ?? labels.failed);
        return;
      }
      onSent(answer.data);
      setText('');
      setFiles([]);
      draftKey.current = null;
    } catch {
      setError(labels.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      id="composer"
      className="mt-3 scroll-mt-24 rounded-2xl border border-line bg-white p-3"
      data-testid="composer"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        {labels.label}
      </label>
      <textarea
        ref={textArea}
        id={`${id}-text`}
        name="body"
        rows={3}
        value={text}
        placeholder={labels.placeholder}
        aria-describedby={`${id}-hint ${error ? `${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          draftKey.current = null;
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void send();
          }
        }}
        className="w-full resize-y rounded-xl border border-line px-3 py-2 focus-visible:ring-2 focus-visible:ring-sea focus-visible:outline-none"
        data-testid="composer-text"
      />
      {files.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="composer-files">
          {files.map((f, i) => (
            <li
              key={`${f.name}-${f.size}-${f.lastModified}`}
              className="inline-flex items-center gap-1 rounded-full bg-sand px-3 py-1 text-sm"
            >
              <span className="max-w-48 truncate">{f.name}</span>
              <button
                type="button"
                className="min-h-8 min-w-8 rounded-full hover:bg-white focus-visible:ring-2 focus-visible:ring-sea focus-visible:outline-none"
                aria-label={fill(labels.remove, { name: f.name })}
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700" data-testid="composer-error">
          {error}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <label className="inline-flex min-h-10 cursor-pointer items-center rounded-full border border-line px-4 text-sm hover:bg-sand focus-within:ring-2 focus-within:ring-sea">
          {labels.attach}
          <input
            ref={fileInput}
            type="file"
            name="files"
            multiple
            accept="image/jpeg,image/png,image/webp,application/pdf"
            className="sr-only"
            onChange={(e) => addFiles(e.target.files)}
            data-testid="composer-file-input"
          />
        </label>
        {/* The shortcut only where a keyboard is likely (a mouse or a trackpad): a phone has no Ctrl key. */}
        <p id={`${id}-hint`} className="text-xs text-muted" data-testid="composer-hint">
          {labels.attachHint}{' '}
          <span className="hidden pointer-fine:inline" data-testid="composer-shortcut">
            {labels.shortcut}
          </span>
        </p>
        <span className={`ml-auto text-xs ${text.length > MAX_CHARS ? 'text-red-700' : 'text-muted'}`} aria-live="polite">
          {fill(labels.count, { count: text.length, max: MAX_CHARS })}
        </span>
        <button
          type="submit"
          disabled={sending}
          className="min-h-11 rounded-full bg-ink px-6 font-semibold text-white transition hover:bg-sea-deep disabled:opacity-60 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
          data-testid="composer-send"
        >
          {sending ? labels.sending : labels.send}
        </button>
      </div>
    </form>
  );
}
