import type { ReactNode } from 'react';

export interface NotFoundViewProps {
  heading: string;
  text: string;
  imageAlt: string;
  homeHref: string;
  homeLabel: string;
  /** "Page not found: /x" or "Page Not Found: /x"; omitted when the path is not known. */
  pathLine?: string | undefined;
  links?: ReactNode;
  /** Inside the site's header and footer (NotFoundPage), which then carries the layout mark. */
  framed?: boolean;
}

/** SPEC §2 not-found screen. Plain markup and a plain <a>, so it works without JavaScript. */
export function NotFoundView({ heading, text, imageAlt, homeHref, homeLabel, pathLine, links, framed = false }: NotFoundViewProps) {
  return (
    <main
      id="main"
      data-layout={framed ? undefined : 'not-found'}
      className={`flex ${framed ? 'flex-1' : 'min-h-dvh'} items-center justify-center bg-sand px-5 py-16`}
    >
      <div className="w-full max-w-xl text-center">
        {/* biome-ignore lint/performance/noImgElement: a static SVG needs no optimisation and must render without JS */}
        <img
          src="/images/not-found.svg"
          alt={imageAlt}
          width={480}
          height={320}
          // Every page's payload carries the not-found screens (the layouts' not-found boundaries):
          // a low priority keeps React from preloading this picture on each page.
          fetchPriority="low"
          className="mx-auto w-full max-w-sm rounded-2xl shadow-sm"
        />
        <h1 className="mt-10 font-serif text-4xl text-ink md:text-5xl">{heading}</h1>
        <p className="mt-4 text-base text-ink-soft">{text}</p>
        {links}
        <a
          href={homeHref}
          className="mt-8 inline-flex items-center justify-center rounded-full bg-sea px-7 py-3 text-sm font-semibold tracking-wide text-white uppercase transition hover:bg-sea-deep"
        >
          {homeLabel}
        </a>
        {pathLine ? (
          <p data-testid="not-found-path" className="mt-8 font-mono text-xs break-all text-muted">
            {pathLine}
          </p>
        ) : null}
      </div>
    </main>
  );
}
