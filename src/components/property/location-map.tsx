'use client';

import { lazy, Suspense, useRef } from 'react';
import type { ApproximatePosition } from '@/lib/approximate-position';
import { useNear } from './use-near';

/** What the map and its lazily loaded Leaflet view both take. */
export interface MapProps {
  position: ApproximatePosition;
  tileUrl: string;
  attribution: string;
  labels: MapLabels;
}

export interface MapLabels {
  mapLabel: string;
  loading: string;
  unavailable: string;
}

// A failed chunk load (offline) shows the place name instead of breaking the page.
const MapView = lazy(() => import('./map-view').catch(() => import('./map-fallback')));
/** Start loading Leaflet when the map is this close to the screen. */
const NEAR = '600px 0px';

/**
 * The area map: Leaflet is loaded only in the browser and only when the map nears the screen.
 * It shows a circle around an approximate point computed on the server; the exact one never
 * reaches the page. Without tiles (offline, blocked) the circle and the place name still show.
 */
export function LocationMap({ position, tileUrl, attribution, labels }: MapProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNear(box, NEAR);

  const placeholder = (text: string) => (
    <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-ink-soft">{text}</p>
  );

  return (
    <div
      ref={box}
      data-testid="location-map"
      data-loaded={near ? 'true' : 'false'}
      className="relative isolate aspect-[4/3] overflow-hidden rounded-3xl bg-sand-deep ring-1 ring-line md:aspect-[2/1]"
    >
      {near ? (
        <Suspense fallback={placeholder(labels.loading)}>
          <MapView position={position} tileUrl={tileUrl} attribution={attribution} labels={labels} />
        </Suspense>
      ) : (
        placeholder(labels.loading)
      )}
    </div>
  );
}
