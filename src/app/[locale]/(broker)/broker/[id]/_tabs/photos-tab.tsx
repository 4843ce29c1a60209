import type { ListingTabProps } from './tab-props';

/** Slot of the /broker/{id} page; the part of issue 15 that owns it replaces this file. */
export async function PhotosTab(_props: ListingTabProps) {
  return null;
}
