import type { Locale } from '@/i18n/routing';
import type { ServiceContext } from '@/server/access/context';
import type { OwnedProperty } from '@/server/owners/owner-scope';

/** What every tab of /broker/{id} gets from the page: the request's context and the villa the actor runs (already checked). */
export interface ListingTabProps {
  ctx: ServiceContext;
  property: OwnedProperty;
  locale: Locale;
}
