'use client';

import 'leaflet/dist/leaflet.css';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { Bounds } from '@/lib/search-state';
import type { MapLabels, MapPoint } from './results-types';

const DEFAULT_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_URL = process.env.NEXT_PUBLIC_MAP_TILE_URL || DEFAULT_TILES;
/** The Dominican Republic, when there is nothing to show. */
const FALLBACK_CENTER: [number, number] = [18.7, -70.2];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The results on a Leaflet map (loaded only with this view). Each villa is a price pill that
 * links to it, so the map is useful even where tiles cannot load; after the visitor pans or zooms
 * it offers to search the visible area.
 */
export function ResultsMap({
  points,
  bounds,
  labels,
  onSearchArea,
}: {
  points: MapPoint[];
  bounds?: Bounds;
  labels: MapLabels;
  onSearchArea: (bounds: Bounds) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const [moved, setMoved] = useState(false);
  const [ready, setReady] = useState(false);
  // Tiles come from another server (NEXT_PUBLIC_MAP_TILE_URL): offline, blocked or down, the map
  // shows a quiet background, the markers and a note instead of a grey box.
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let instance: LeafletMap | null = null;
    void import('leaflet').then((L) => {
      if (cancelled || !element.current) return;
      instance = L.map(element.current, { scrollWheelZoom: false, zoomControl: true });
      map.current = instance;
      const attribution =
        process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION ||
        `<a href="https://www.openstreetmap.org/copyright">${escapeHtml(labels.attribution)}</a>`;
      const tiles = L.tileLayer(TILE_URL, { maxZoom: 18, attribution }).addTo(instance);
      let loaded = 0;
      tiles.on('tileload', () => {
        loaded += 1;
        setTilesFailed(false);
      });
      // One tile that loaded means the server answers: a stray failure then is not an outage.
      tiles.on('tileerror', () => {
        if (loaded === 0) setTilesFailed(true);
      });
      if (typeof navigator !== 'undefined' && navigator.onLine === false) setTilesFailed(true);
      const markers = points.map((p) =>
        L.marker([p.lat, p.lng], {
          keyboard: false,
          riseOnHover: true,
          icon: L.divIcon({
            className: 'alma-price-marker',
            html: `<a href="${escapeHtml(p.href)}" aria-label="${escapeHtml(p.label)}" data-testid="map-marker" class="inline-block -translate-x-1/2 -translate-y-1/2 whitespace-nowrap rounded-full bg-ink px-2.5 py-1 text-xs font-semibold text-white! no-underline shadow-lg ring-2 ring-white hover:bg-sea focus-visible:bg-sea focus-visible:outline-2 focus-visible:outline-gold">${escapeHtml(p.price)}</a>`,
            iconSize: [0, 0],
          }),
        }).addTo(instance as LeafletMap),
      );
      if (bounds) {
        instance.fitBounds([
          [bounds[0], bounds[1]],
          [bounds[2], bounds[3]],
        ]);
      } else if (markers.length > 0) {
        instance.fitBounds(L.featureGroup(markers).getBounds().pad(0.15), { maxZoom: 13 });
      } else {
        instance.setView(FALLBACK_CENTER, 8);
      }
      // Only the visitor's own panning and zooming offers "search this area", not the fit above.
      const offer = () => setMoved(true);
      window.setTimeout(() => {
        instance?.on('dragend zoomend', offer);
      }, 0);
      setReady(true);
    });
    return () => {
      cancelled = true;
      instance?.remove();
      map.current = null;
    };
  }, [points, bounds, labels.attribution]);

  return (
    <section
      aria-label={labels.region}
      className="alma-results-map relative size-full"
      data-testid="results-map"
      data-ready={ready}
      data-tiles={tilesFailed ? 'unavailable' : 'ok'}
    >
      {/* Its class stays fixed: Leaflet adds its own to it, which a React re-render would wipe. */}
      <div ref={element} className="size-full" />
      {tilesFailed ? (
        <p
          data-testid="map-tiles-note"
          role="status"
          className="pointer-events-none absolute bottom-3 left-3 z-[1000] max-w-[calc(100%-1.5rem)] rounded-full bg-white/90 px-3.5 py-1.5 text-xs text-ink-soft shadow-sm ring-1 ring-line"
        >
          {labels.tilesUnavailable}
        </p>
      ) : null}
      {!ready ? <p className="absolute inset-0 flex items-center justify-center text-sm text-muted">{labels.loading}</p> : null}
      {moved ? (
        <button
          type="button"
          data-testid="search-area"
          onClick={() => {
            const b = map.current?.getBounds();
            if (!b) return;
            setMoved(false);
            onSearchArea([
              Math.max(-90, b.getSouth()),
              Math.max(-180, b.getWest()),
              Math.min(90, b.getNorth()),
              Math.min(180, b.getEast()),
            ]);
          }}
          className="absolute top-3 left-1/2 z-[1000] -translate-x-1/2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink shadow-lg ring-1 ring-line outline-none hover:bg-sand focus-visible:ring-2 focus-visible:ring-gold"
        >
          {labels.searchArea}
        </button>
      ) : null}
    </section>
  );
}
