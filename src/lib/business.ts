/**
 * The business's own time zone: the Dominican Republic's, where every destination so far lies. The
 * fallback wherever no villa, profile or browser names a zone (the reader's zone, the site's
 * formatting default, "today" for inquiries and the search). Client-safe: a constant only.
 */
export const BUSINESS_TIME_ZONE = 'America/Santo_Domingo';
