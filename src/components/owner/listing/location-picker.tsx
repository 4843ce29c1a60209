'use client';

import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

const LocationPickerMap = lazy(() => import('./location-picker-map'));

class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The villa's point on a map (Leaflet, loaded only in the browser); the coordinates fields stay the source of truth. */
export function LocationPicker(props: {
  lat: number;
  lng: number;
  tileUrl: string;
  attribution: string;
  label: string;
  loading: string;
  unavailable: string;
  onPick: (lat: number, lng: number) => void;
}) {
  // Leaflet needs a window: the map is rendered only once mounted in the browser, never on the server.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const note = (text: string) => (
    <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-ink-soft">{text}</p>
  );
  return (
    <div className="relative isolate aspect-[4/3] overflow-hidden rounded-2xl bg-sand-deep ring-1 ring-line md:aspect-[2/1]">
      {!mounted ? (
        note(props.loading)
      ) : (
        <MapBoundary fallback={note(props.unavailable)}>
          <Suspense fallback={note(props.loading)}>
            <LocationPickerMap
              lat={props.lat}
              lng={props.lng}
              tileUrl={props.tileUrl}
              attribution={props.attribution}
              label={props.label}
              onPick={props.onPick}
            />
          </Suspense>
        </MapBoundary>
      )}
    </div>
  );
}
