'use client';

import { useTranslations } from 'next-intl';
import { type DragEvent, useId, useRef, useState } from 'react';
import type { PhotoLimits } from './photo-labels';

/**
 * Where pictures come in: dropped on the zone (several at once) or chosen with the file button.
 * The zone is a label for the hidden-but-focusable input, so Enter or Space on it opens the picker.
 */
export function PhotoDropZone({ limits, onFiles }: { limits: PhotoLimits; onFiles: (files: File[]) => void }) {
  const t = useTranslations('ownerPhotos.tab');
  const inputId = useId();
  const hintId = useId();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  function take(list: FileList | null) {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(files);
  }
  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files);
  }

  return (
    <section
      aria-labelledby={titleId}
      data-testid="photo-drop-zone"
      data-over={over || undefined}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className="grid justify-items-center gap-2 rounded-2xl border-2 border-dashed border-line bg-white px-4 py-6 text-center transition data-[over]:border-gold data-[over]:bg-sand"
    >
      <p id={titleId} className="font-semibold">
        {t('dropTitle')}
      </p>
      <p id={hintId} className="text-sm text-ink-soft">
        {t('dropHint')}
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={limits.accept}
        aria-describedby={hintId}
        className="peer sr-only"
        data-testid="photo-file-input"
        onChange={(e) => {
          take(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className="inline-flex min-h-10 cursor-pointer items-center rounded-full bg-ink px-4 text-sm font-semibold text-white transition peer-focus-visible:ring-2 peer-focus-visible:ring-gold peer-focus-visible:ring-offset-2 hover:bg-sea-deep"
      >
        {t('choose')}
      </label>
    </section>
  );
}
