/** The photos tab's limits, from the server (its words come from ownerPhotos.tab through the tab's NextIntlClientProvider). */
export interface PhotoLimits {
  maxBytes: number;
  accept: string;
  captionMax: number;
}
