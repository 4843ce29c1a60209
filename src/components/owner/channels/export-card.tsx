'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fieldStyles } from '@/components/ui/field';
import { ConfirmModal, DialogTrigger } from '@/components/ui/modal';
import { useApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';
import type { ChannelsLabels } from './channels-ui';

/** The villa's secret export link: copy it, or replace it (after a confirmation) when it leaked. */
export function ExportCard(props: { locale: Locale; propertyId: number; exportUrl: string; labels: ChannelsLabels }) {
  const { labels } = props;
  const id = useId();
  const [url, setUrl] = useState(props.exportUrl);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const rotation = useApiAction({ locale: props.locale, network: labels.network, refresh: true });

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setNote({ text: labels.copied, error: false });
    } catch {
      setNote({ text: labels.copyFailed, error: true });
    }
  }
  async function rotate() {
    const out = await rotation.run<{ export_url: string }>(`/v1/owner/properties/${props.propertyId}/ical-export/rotate`);
    setConfirming(false);
    if (out.ok) {
      setUrl(out.data.export_url);
      setNote({ text: labels.rotated, error: false });
    } else setNote({ text: out.message, error: true });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-2xl border border-line bg-white p-4" data-testid="ical-export">
      <h2 id={`${id}-title`} className="font-serif text-xl">
        {labels.exportTitle}
      </h2>
      <p className="text-sm text-ink-soft">{labels.exportHelp}</p>
      <div>
        <label htmlFor={`${id}-url`} className={fieldStyles.label.md}>
          {labels.exportLabel}
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id={`${id}-url`}
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className={`${fieldStyles.control.md} mt-0 flex-1 basis-64 font-mono text-xs`}
            data-testid="ical-export-url"
          />
          <Button variant="secondary" onPress={copy} data-testid="ical-export-copy">
            {labels.copy}
          </Button>
          <DialogTrigger isOpen={confirming} onOpenChange={setConfirming}>
            <Button variant="danger-outline" data-testid="ical-export-rotate">
              {labels.rotate}
            </Button>
            <ConfirmModal title={labels.rotate} text={labels.rotateConfirm} cancel={labels.cancel} testId="ical-export-rotate-dialog">
              <Button variant="danger" busy={rotation.busy} onPress={rotate} data-testid="ical-export-rotate-yes">
                {labels.rotateYes}
              </Button>
            </ConfirmModal>
          </DialogTrigger>
        </div>
      </div>
      <p role="status" className={`text-sm ${note?.error ? 'text-danger' : 'text-ink-soft'} ${note ? '' : 'sr-only'}`}>
        {note?.text ?? ''}
      </p>
    </section>
  );
}
