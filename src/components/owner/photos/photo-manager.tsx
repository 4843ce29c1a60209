'use client';

import { useTranslations } from 'next-intl';
import { type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { FormError } from '@/components/ui/form-parts';
import { useApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';
import type { OwnerPhoto } from '@/server/owners/photos/photos.types';
import { PhotoCard, type PhotoCardActions } from './photo-card';
import { PhotoDropZone } from './photo-drop-zone';
import type { PhotoLimits } from './photo-labels';
import { type Upload, UploadList } from './upload-list';
import { uploadPhoto } from './upload-photo';

type Props = { locale: Locale; propertyId: number; initial: OwnerPhoto[]; limits: PhotoLimits };

const renumber = (list: OwnerPhoto[]): OwnerPhoto[] => list.map((p, i) => ({ ...p, position: i, cover: i === 0 }));

/**
 * The photos tab: uploads with a progress bar each (one request a file, in the order chosen), and
 * the gallery, reordered by pointer drag, by the arrow keys on a photo's handle, or by its
 * Move earlier/later buttons. Every change is saved at once and announced in a live region.
 */
export function PhotoManager({ locale, propertyId, initial, limits }: Props) {
  const t = useTranslations('ownerPhotos.tab');
  const [photos, setPhotos] = useState(initial);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const api = useApiAction({ locale, network: t('network') });
  // A cover change or a deletion waits for the saves queued before it: its buttons stay disabled meanwhile.
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const focusAfter = useRef<{ id: number; control: string } | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextUpload = useRef(0);
  const base = `/v1/owner/properties/${propertyId}/photos`;

  // Keyed cards move in the DOM when the order changes; keep the keyboard where the user left it.
  useLayoutEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const card = document.querySelector(`[data-photo-id="${target.id}"]`);
    const control =
      card?.querySelector<HTMLElement>(`[data-focus="${target.control}"]:not(:disabled)`) ??
      card?.querySelector<HTMLElement>('[data-focus="handle"]');
    control?.focus();
  });

  async function call(path: string, method: 'PUT' | 'PATCH' | 'DELETE', json?: unknown): Promise<OwnerPhoto[] | null> {
    const result = await api.run<OwnerPhoto[]>(path, { method, json });
    return result.ok ? result.data : null;
  }

  function saveOrder(list: OwnerPhoto[], previous: OwnerPhoto[], moved?: OwnerPhoto) {
    setPhotos(list);
    if (moved) {
      const at = list.findIndex((p) => p.id === moved.id);
      setAnnouncement(t('moved', { position: at + 1, total: list.length }));
    }
    queue.current = queue.current.then(async () => {
      const saved = await call(`${base}/order`, 'PUT', { photo_ids: list.map((p) => p.id) });
      if (saved) setPhotos(saved);
      else setPhotos(previous);
    });
  }

  const actions: PhotoCardActions = {
    move(id, by, control) {
      const from = photos.findIndex((p) => p.id === id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= photos.length) return;
      const list = [...photos];
      const [moved] = list.splice(from, 1);
      if (!moved) return;
      list.splice(to, 0, moved);
      focusAfter.current = { id, control };
      saveOrder(renumber(list), photos, moved);
    },
    dragStart(id, e: PointerEvent<HTMLButtonElement>) {
      if (e.button !== 0) return;
      // No text selection or scrolling while dragging; listen on the window, since the card (and
      // its handle) moves in the DOM as the order changes, which would drop a pointer capture.
      e.preventDefault();
      const pointer = e.pointerId;
      const before = photos;
      let current = photos;
      setDragging(id);
      const onMove = (ev: globalThis.PointerEvent) => {
        if (ev.pointerId !== pointer) return;
        const over = document.elementFromPoint(ev.clientX, ev.clientY)?.closest<HTMLElement>('[data-photo-id]');
        const overId = Number(over?.dataset.photoId);
        if (!overId || overId === id) return;
        const from = current.findIndex((p) => p.id === id);
        const to = current.findIndex((p) => p.id === overId);
        if (from < 0 || to < 0) return;
        const list = [...current];
        const [moved] = list.splice(from, 1);
        if (!moved) return;
        list.splice(to, 0, moved);
        current = renumber(list);
        setPhotos(current);
      };
      const onUp = (ev: globalThis.PointerEvent) => {
        if (ev.pointerId !== pointer) return;
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onUp);
        setDragging(null);
        const changed = current.some((p, i) => p.id !== before[i]?.id);
        if (changed)
          saveOrder(
            current,
            before,
            current.find((p) => p.id === id),
          );
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onUp);
    },
    async saveCaptions(id, captions) {
      const saved = await call(`${base}/${id}`, 'PATCH', captions);
      if (saved) setPhotos(saved);
      return saved !== null;
    },
    makeCover(id) {
      setBusy(true);
      queue.current = queue.current.then(async () => {
        const saved = await call(`${base}/${id}`, 'PATCH', { cover: true });
        if (saved) {
          setPhotos(saved);
          setAnnouncement(t('coverChanged'));
          focusAfter.current = { id, control: 'handle' };
        }
        setBusy(false);
      });
    },
    async remove(id) {
      setBusy(true);
      await queue.current;
      const saved = await call(`${base}/${id}`, 'DELETE');
      if (saved) {
        setPhotos(saved);
        setAnnouncement(t('deleted'));
      }
      setBusy(false);
    },
  };

  function addFiles(files: File[]) {
    const added: Upload[] = files.map((file) => {
      nextUpload.current += 1;
      const tooLarge = file.size > limits.maxBytes;
      return {
        key: nextUpload.current,
        name: file.name,
        file,
        progress: 0,
        state: tooLarge ? 'error' : 'waiting',
        error: tooLarge ? t('tooLarge', { name: file.name }) : null,
      };
    });
    setUploads((list) => [...list, ...added]);
    const update = (key: number, change: Partial<Upload>) =>
      setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
    // One request a file, one after another: each has its own bar and error, and the photos land in the order chosen.
    queue.current = queue.current.then(async () => {
      let done = 0;
      for (const upload of added) {
        if (upload.state === 'error') continue;
        update(upload.key, { state: 'uploading' });
        const outcome = await uploadPhoto(locale, propertyId, upload.file, (progress) => update(upload.key, { progress }), t('network'));
        if (outcome.ok) {
          done += 1;
          update(upload.key, { state: 'done', progress: 1 });
          setPhotos(outcome.photos);
        } else {
          update(upload.key, { state: 'error', error: outcome.error });
        }
      }
      if (done > 0) setAnnouncement(t('uploadedCount', { count: done }));
    });
  }

  return (
    <div className="grid min-w-0 gap-5" data-testid="photo-manager">
      <PhotoDropZone limits={limits} onFiles={addFiles} />
      <UploadList uploads={uploads} onDismiss={(key) => setUploads((list) => list.filter((u) => u.key !== key))} />
      <FormError message={api.error} />
      <p role="status" aria-live="polite" className="sr-only" data-testid="photo-announcer">
        {announcement}
      </p>
      {photos.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white px-4 py-6 text-center text-sm text-ink-soft" data-testid="photos-empty">
          {t('empty')}
        </p>
      ) : (
        <section aria-label={t('gallery')}>
          <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="photo-grid">
            {photos.map((photo) => (
              <PhotoCard
                key={photo.id}
                photo={photo}
                total={photos.length}
                busy={busy}
                dragging={dragging === photo.id}
                limits={limits}
                actions={actions}
              />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
