/** The photos tab's words (ownerPhotos.tab.*), translated on the server; `{name}`-style slots filled by `fill`. */
export type PhotoLabels = Record<
  | 'dropTitle'
  | 'dropHint'
  | 'choose'
  | 'uploads'
  | 'waiting'
  | 'uploading'
  | 'uploaded'
  | 'tooLarge'
  | 'network'
  | 'dismiss'
  | 'empty'
  | 'gallery'
  | 'cover'
  | 'makeCover'
  | 'position'
  | 'captionEn'
  | 'captionEs'
  | 'saveCaptions'
  | 'saved'
  | 'working'
  | 'moveEarlier'
  | 'moveLater'
  | 'dragHandle'
  | 'moved'
  | 'delete'
  | 'confirmDelete'
  | 'keep'
  | 'deleted'
  | 'coverChanged'
  | 'uploadedCount',
  string
>;

export interface PhotoLimits {
  maxBytes: number;
  accept: string;
  captionMax: number;
}

/** Puts values into a message's `{slot}`s (the messages here use plain slots only). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
