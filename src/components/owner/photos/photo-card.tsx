'use client';

import { type FormEvent, type KeyboardEvent, type PointerEvent, useState } from 'react';
import { deskButton, deskInput, deskSecondaryButton } from '@/components/concierge/desk-forms';
import type { OwnerPhoto } from '@/server/owners/photos/photos.types';
import { fill, type PhotoLabels, type PhotoLimits } from './photo-labels';

export interface PhotoCardActions {
  move(id: number, by: -1 | 1, control: 'handle' | 'earlier' | 'later'): void;
  dragStart(id: number, e: PointerEvent<HTMLButtonElement>): void;
  saveCaptions(id: number, captions: { caption_en: string; caption_es: string }): Promise<boolean>;
  makeCover(id: number): void;
  remove(id: number): Promise<void>;
}

const small = `${deskSecondaryButton} min-h-9 px-3 text-xs`;

/** One photo of the gallery: its thumbnail, captions in both languages, and every way to move it. */
export function PhotoCard({
  photo,
  total,
  busy,
  dragging,
  labels,
  limits,
  actions,
}: {
  photo: OwnerPhoto;
  total: number;
  busy: boolean;
  dragging: boolean;
  labels: PhotoLabels;
  limits: PhotoLimits;
  actions: PhotoCardActions;
}) {
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const place = fill(labels.position, { position: photo.position + 1, total });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setSaving(true);
    setSaved(false);
    const ok = await actions.saveCaptions(photo.id, {
      caption_en: String(f.get('caption_en') ?? ''),
      caption_es: String(f.get('caption_es') ?? ''),
    });
    setSaving(false);
    setSaved(ok);
  }
  function onHandleKey(e: KeyboardEvent<HTMLButtonElement>) {
    const by = e.key === 'ArrowUp' || e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : 0;
    if (by === 0) return;
    e.preventDefault();
    actions.move(photo.id, by, 'handle');
  }

  return (
    <li
      data-photo-id={photo.id}
      data-testid="photo-card"
      data-dragging={dragging || undefined}
      aria-label={place}
      className="grid min-w-0 content-start gap-3 rounded-2xl border border-line bg-white p-3 shadow-sm data-[dragging]:opacity-60 data-[dragging]:ring-2 data-[dragging]:ring-gold"
    >
      <div className="relative overflow-hidden rounded-xl bg-sand-deep">
        {/* biome-ignore lint/performance/noImgElement: a /media thumbnail already sized by sharp */}
        <img
          src={photo.thumbnail}
          alt={place}
          width={photo.width}
          height={photo.height}
          loading="lazy"
          className="aspect-[4/3] w-full object-cover"
          data-testid="photo-thumbnail"
        />
        <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold" data-testid="photo-position">
          {photo.cover ? labels.cover : place}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <button
          type="button"
          data-focus="handle"
          aria-label={`${labels.dragHandle} (${place})`}
          className={`${small} cursor-grab touch-none active:cursor-grabbing`}
          onPointerDown={(e) => actions.dragStart(photo.id, e)}
          onKeyDown={onHandleKey}
          data-testid="photo-drag-handle"
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button
          type="button"
          data-focus="earlier"
          className={small}
          disabled={busy || photo.position === 0}
          onClick={() => actions.move(photo.id, -1, 'earlier')}
          data-testid="photo-move-earlier"
        >
          {labels.moveEarlier}
        </button>
        <button
          type="button"
          data-focus="later"
          className={small}
          disabled={busy || photo.position === total - 1}
          onClick={() => actions.move(photo.id, 1, 'later')}
          data-testid="photo-move-later"
        >
          {labels.moveLater}
        </button>
        {photo.cover ? null : (
          <button
            type="button"
            className={small}
            disabled={busy}
            onClick={() => actions.makeCover(photo.id)}
            data-testid="photo-make-cover"
          >
            {labels.makeCover}
          </button>
        )}
      </div>
      <form className="grid gap-2" onSubmit={submit} data-testid="photo-captions">
        <label className="text-xs font-semibold">
          {labels.captionEn}
          <input
            name="caption_en"
            lang="en"
            defaultValue={photo.caption_en}
            maxLength={limits.captionMax}
            className={deskInput}
            data-testid="photo-caption-en"
          />
        </label>
        <label className="text-xs font-semibold">
          {labels.captionEs}
          <input
            name="caption_es"
            lang="es"
            defaultValue={photo.caption_es}
            maxLength={limits.captionMax}
            className={deskInput}
            data-testid="photo-caption-es"
          />
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <button type="submit" className={`${deskButton} min-h-9 px-3 text-xs`} disabled={saving} data-testid="photo-save-captions">
            {saving ? labels.working : labels.saveCaptions}
          </button>
          <span role="status" className="text-xs text-ink-soft">
            {saved ? labels.saved : null}
          </span>
        </div>
      </form>
      <div className="flex flex-wrap items-center gap-2 border-t border-line pt-2">
        {confirming ? (
          <>
            <span className="text-xs font-semibold">{labels.confirmDelete}</span>
            <button
              type="button"
              className="min-h-9 rounded-full bg-danger px-3 text-xs font-semibold text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
              disabled={busy}
              onClick={() => actions.remove(photo.id)}
              data-testid="photo-confirm-delete"
            >
              {labels.delete}
            </button>
            <button type="button" className={small} onClick={() => setConfirming(false)} ref={(el) => el?.focus()}>
              {labels.keep}
            </button>
          </>
        ) : (
          <button
            type="button"
            className={small.replace('text-ink', 'text-danger')}
            onClick={() => setConfirming(true)}
            data-testid="photo-delete"
          >
            {labels.delete}
          </button>
        )}
      </div>
    </li>
  );
}
