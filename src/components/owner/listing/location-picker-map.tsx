'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

const GOLD = '#a8874f';

/** The Leaflet map of the location picker (loaded lazily): a pin at the point; a click moves it. */
export default function LocationPickerMap({
  lat,
  lng,
  tileUrl,
  attribution,
  label,
  onPick,
}: {
  lat: number;
  lng: number;
  tileUrl: string;
  attribution: string;
  label: string;
  onPick: (lat: number, lng: number) => void;
}) {
  const el = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const pin = useRef<L.CircleMarker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; the point moves below
  useEffect(() => {
    const node = el.current;
    if (!node) return;
    const m = L.map(node, { center: [lat, lng], zoom: 13, scrollWheelZoom: false });
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(m);
    pin.current = L.circleMarker([lat, lng], { radius: 9, color: GOLD, weight: 3, fillColor: GOLD, fillOpacity: 0.6 }).addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) => pick.current(Number(e.latlng.lat.toFixed(6)), Number(e.latlng.lng.toFixed(6))));
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return;
    pin.current?.setLatLng([lat, lng]);
    if (map.current && !map.current.getBounds().contains([lat, lng])) map.current.panTo([lat, lng]);
  }, [lat, lng]);

  return <section ref={el} aria-label={label} data-testid="location-picker-map" className="absolute inset-0 z-0 size-full" />;
}
