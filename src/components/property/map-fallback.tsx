'use client';

import type { MapLabels } from './location-map';

/** What the map box says when the map cannot be shown. */
export default function MapFallback({ labels }: { labels: MapLabels }) {
  return <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-ink-soft">{labels.unavailable}</p>;
}
