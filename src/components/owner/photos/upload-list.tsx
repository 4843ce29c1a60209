'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

export interface Upload {
  key: number;
  name: string;
  file: File;
  /** 0..1 of the bytes sent. */
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'error';
  error: string | null;
}

/** The files of this visit's uploads, each with its progress bar and, when refused, the server's sentence. */
export function UploadList({ uploads, onDismiss }: { uploads: Upload[]; onDismiss: (key: number) => void }) {
  const t = useTranslations('ownerPhotos.tab');
  if (uploads.length === 0) return null;
  return (
    <section aria-label={t('uploads')} className="grid gap-2" data-testid="photo-uploads">
      <ul className="grid gap-2">
        {uploads.map((u) => {
          const percent = Math.round(u.progress * 100);
          const status =
            u.state === 'waiting'
              ? t('waiting')
              : u.state === 'uploading'
                ? t('uploading', { percent })
                : u.state === 'done'
                  ? t('uploaded')
                  : null;
          return (
            <li
              key={u.key}
              className="grid gap-1 rounded-xl border border-line bg-white px-3 py-2 text-sm"
              data-testid="photo-upload"
              data-state={u.state}
            >
              <div className="flex min-w-0 items-center justify-between gap-2">
                <span className="min-w-0 truncate font-medium">{u.name}</span>
                {u.state === 'done' || u.state === 'error' ? (
                  <Button variant="quiet" size="xs" className="shrink-0" onPress={() => onDismiss(u.key)}>
                    {t('dismiss')}
                  </Button>
                ) : null}
              </div>
              {u.state === 'error' ? (
                <p role="alert" className="text-xs text-danger" data-testid="photo-upload-error">
                  {u.error}
                </p>
              ) : (
                <>
                  <progress
                    max={100}
                    value={percent}
                    aria-label={u.name}
                    className="h-2 w-full overflow-hidden rounded-full accent-sea [&::-webkit-progress-bar]:bg-sand-deep [&::-webkit-progress-value]:bg-sea"
                    data-testid="photo-upload-progress"
                  />
                  <span className="text-xs text-ink-soft">{status}</span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
