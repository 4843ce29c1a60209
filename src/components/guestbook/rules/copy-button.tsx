'use client';

import { useState } from 'react';

/** Copies a value (a door code, a wifi password) to the clipboard and says so for a moment. */
export function CopyButton({ value, label, copiedLabel, testId }: { value: string; label: string; copiedLabel: string; testId?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      data-testid={testId}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        } catch {
          setCopied(false);
        }
      }}
      className="min-h-11 rounded-full border border-ink/20 px-4 text-sm font-semibold transition hover:border-ink/50 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
    >
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </button>
  );
}
