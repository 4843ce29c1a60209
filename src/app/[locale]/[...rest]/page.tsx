import { notFound } from 'next/navigation';

// Any path no route matches renders the localized not-found screen with a 404 (SPEC §5).
export default function UnknownRoute() {
  notFound();
}
