'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { ApproximatePosition } from '@/lib/approximate-position';
import type { MapProps } from './location-map';
import MapFallback from './map-fallback';

const GOLD = '#a8874f';

function createMap(node: HTMLElement, position: ApproximatePosition, tileUrl: string, attribution: string): L.Map {
  const map = L.map(node, {
    center: [position.lat, position.lng],
    zoom: 13,
    minZoom: 5,
    // The circle is the whole truth: zooming in further would only suggest precision.
    maxZoom: 15,
    scrollWheelZoom: false,
    // On phones one finger scrolls the page; the zoom buttons and two fingers move the map.
    dragging: !L.Browser.mobile,
  });
  L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
  const circle = L.circle([position.lat, position.lng], {
    radius: position.radiusMeters,
    color: GOLD,
    weight: 2,
    fillColor: GOLD,
    fillOpacity: 0.2,
    interactive: false,
  }).addTo(map);
  map.fitBounds(circle.getBounds(), { padding: [24, 24] });
  return map;
}

/** The Leaflet map itself; imported lazily by LocationMap, so Leaflet never loads on the server. */
export default function MapView({ position, tileUrl, attribution, labels }: MapProps) {
  const el = useRef<HTMLElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const node = el.current;
    if (!node) return;
    let map: L.Map;
    try {
      map = createMap(node, position, tileUrl, attribution);
    } catch {
      setFailed(true);
      return;
    }
    return () => {
      map.remove();
    };
  }, [position, tileUrl, attribution]);

  if (failed) return <MapFallback labels={labels} />;
  return <section ref={el} aria-label={labels.mapLabel} data-testid="leaflet-map" className="absolute inset-0 z-0 size-full" />;
}
