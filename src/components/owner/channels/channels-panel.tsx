'use client';

import { useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { AddFeedForm } from './add-feed-form';
import type { ChannelsLabels, FeedRowData } from './channels-ui';
import { ExportCard } from './export-card';
import { FeedsTable } from './feeds-table';

export type { ChannelsLabels, FeedRowData } from './channels-ui';

/** The channels tab of /broker/{id}: the secret export link, the imported feeds and the form to add one. */
export function ChannelsPanel(props: {
  locale: Locale;
  propertyId: number;
  exportUrl: string;
  feeds: FeedRowData[];
  channels: { value: string; label: string }[];
  failures: Record<string, string>;
  labels: ChannelsLabels;
}) {
  const { labels } = props;
  const id = useId();
  const [notes, setNotes] = useState<Record<number, { text: string; error: boolean }>>({});
  const note = (feedId: number, value: { text: string; error: boolean }) => setNotes((n) => ({ ...n, [feedId]: value }));
  // What the feeds' table and the add form both take.
  const shared = { locale: props.locale, propertyId: props.propertyId, failures: props.failures, labels };
  return (
    <div className="grid min-w-0 gap-5" data-testid="owner-channels">
      <ExportCard locale={props.locale} propertyId={props.propertyId} exportUrl={props.exportUrl} labels={labels} />
      <section aria-labelledby={`${id}-feeds`} className="grid min-w-0 gap-3">
        <div>
          <h2 id={`${id}-feeds`} className="font-serif text-xl">
            {labels.feedsTitle}
          </h2>
          <p className="text-sm text-ink-soft">{labels.feedsHelp}</p>
        </div>
        <FeedsTable {...shared} feeds={props.feeds} notes={notes} onNote={note} />
        <AddFeedForm {...shared} channels={props.channels} onAdded={note} />
      </section>
    </div>
  );
}
