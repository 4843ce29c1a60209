'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, type KeyboardEvent, type PointerEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Field, fieldStyles } from '@/components/ui/field';
import type { OwnerPhoto } from '@/server/owners/photos/photos.types';
import type { PhotoLimits } from './photo-labels';

export interface PhotoCardActions {
  move(id: number, by: -1 | 1, control: 'handle' | 'earlier' | 'later'): void;
  dragStart(id: number, e: PointerEvent<HTMLButtonElement>): void;
  saveCaptions(id: number, captions: { caption_en: string; caption_es: string }): Promise<boolean>;
  makeCover(id: number): void;
  remove(id: number): Promise<void>;
}

/** One photo of the gallery: its thumbnail, captions in both languages, and every way to move it. */
export function PhotoCard({
  photo,
  total,
  busy,
  dragging,
  limits,
  actions,
}: {
  photo: OwnerPhoto;
  total: number;
  busy: boolean;
  dragging: boolean;
  limits: PhotoLimits;
  actions: PhotoCardActions;
}) {
  const t = useTranslations('ownerPhotos.tab');
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  // The small buttons of the card, held while a cover change or a deletion is under way.
  const act = { size: 'xs', isDisabled: busy } as const;
  const place = t('position', { position: photo.position + 1, total });

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
          {photo.cover ? t('cover') : place}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <button
          type="button"
          data-focus="handle"
          aria-label={`${t('dragHandle')} (${place})`}
          className={`${buttonStyles({ variant: 'secondary', size: 'xs' })} cursor-grab touch-none active:cursor-grabbing`}
          onPointerDown={(e) => actions.dragStart(photo.id, e)}
          onKeyDown={onHandleKey}
          data-testid="photo-drag-handle"
        >
          <span aria-hidden="true">⠿</span>
        </button>
        {(
          [
            ['earlier', -1, t('moveEarlier'), photo.position === 0],
            ['later', 1, t('moveLater'), photo.position === total - 1],
          ] as const
        ).map(([control, by, text, atEnd]) => (
          <Button
            key={control}
            data-focus={control}
            variant="secondary"
            size="xs"
            isDisabled={busy || atEnd}
            onPress={() => actions.move(photo.id, by, control)}
            data-testid={`photo-move-${control}`}
          >
            {text}
          </Button>
        ))}
        {photo.cover ? null : (
          <Button variant="secondary" {...act} onPress={() => actions.makeCover(photo.id)} data-testid="photo-make-cover">
            {t('makeCover')}
          </Button>
        )}
      </div>
      <form className="grid gap-2" onSubmit={submit} data-testid="photo-captions">
        {(
          [
            ['caption_en', 'en', t('captionEn')],
            ['caption_es', 'es', t('captionEs')],
          ] as const
        ).map(([name, lang, label]) => (
          <Field key={name} label={label} size="sm">
            {(p) => (
              <input
                {...p}
                name={name}
                lang={lang}
                defaultValue={photo[name]}
                maxLength={limits.captionMax}
                className={fieldStyles.control.sm}
                data-testid={`photo-caption-${lang}`}
              />
            )}
          </Field>
        ))}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" size="xs" busy={saving} busyLabel={t('working')} data-testid="photo-save-captions">
            {t('saveCaptions')}
          </Button>
          <span role="status" className="text-xs text-ink-soft">
            {saved ? t('saved') : null}
          </span>
        </div>
      </form>
      <div className="flex flex-wrap items-center gap-2 border-t border-line pt-2">
        {confirming ? (
          <>
            <span className="text-xs font-semibold">{t('confirmDelete')}</span>
            <Button variant="danger" {...act} onPress={() => actions.remove(photo.id)} data-testid="photo-confirm-delete">
              {t('delete')}
            </Button>
            <Button variant="secondary" size="xs" onPress={() => setConfirming(false)} autoFocus>
              {t('keep')}
            </Button>
          </>
        ) : (
          <Button variant="danger-outline" size="xs" onPress={() => setConfirming(true)} data-testid="photo-delete">
            {t('delete')}
          </Button>
        )}
      </div>
    </li>
  );
}
