import localFont from 'next/font/local';

// Fonts ship inside npm packages: nothing is fetched from a font CDN at build or run time.
export const displayFont = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2',
      style: 'italic',
    },
  ],
  variable: '--font-display',
  weight: '300 700',
  display: 'swap',
  // Not preloaded (issue 18): its two faces (~77 KB) would take a phone's first bandwidth from the
  // first photo and the scripts; headings show the size-matched fallback until the face arrives.
  preload: false,
});

export const bodyFont = localFont({
  src: '../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '200 800',
  display: 'swap',
});
