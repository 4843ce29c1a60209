import type { Locale } from '@/i18n/routing';
import type { OwnerPhoto } from '@/server/owners/photos/photos.types';

export type UploadOutcome = { ok: true; photos: OwnerPhoto[] } | { ok: false; status: number; error: string };

/**
 * Sends one file to POST /v1/owner/properties/{id}/photos with XMLHttpRequest, whose upload
 * progress events fetch() does not offer; `onProgress` gets 0..1 as the bytes leave the browser.
 */
export function uploadPhoto(
  locale: Locale,
  propertyId: number,
  file: File,
  onProgress: (fraction: number) => void,
  networkError: string,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/v1/owner/properties/${propertyId}/photos?locale=${locale}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { data?: OwnerPhoto[]; error?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.data) resolve({ ok: true, photos: body.data });
      else resolve({ ok: false, status: xhr.status, error: body?.error ?? networkError });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, error: networkError });
    xhr.onabort = () => resolve({ ok: false, status: 0, error: networkError });
    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}
