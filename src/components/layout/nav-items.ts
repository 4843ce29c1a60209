/** The header's navigation (issue: destinations, listings, experiences, luxury services, reserve collection, press, owners). */
export const MAIN_NAV = [
  { href: '/destination', key: 'destinations' },
  { href: '/listings', key: 'listings' },
  { href: '/experiences-collection', key: 'experiences' },
  { href: '/luxury-services', key: 'luxuryServices' },
  { href: '/reserve-collection', key: 'reserveCollection' },
  { href: '/press', key: 'press' },
  { href: '/owners', key: 'owners' },
] as const;

/** The footer's information pages, by column. `key` names the page in messages `pages`. */
export const FOOTER_COLUMNS = [
  {
    key: 'company',
    links: [
      { href: '/about-us', key: 'aboutUs' },
      { href: '/owners', key: 'owners' },
      { href: '/travel-agent', key: 'travelAgent' },
      { href: '/press', key: 'press' },
      { href: '/contact-us', key: 'contactUs' },
    ],
  },
  {
    key: 'guests',
    links: [
      { href: '/destination', key: 'destination' },
      { href: '/reserve-collection', key: 'reserveCollection' },
      { href: '/safe-stay', key: 'safeStay' },
      { href: '/covid-information', key: 'covidInformation' },
    ],
  },
  {
    key: 'legal',
    links: [
      { href: '/term-conditions', key: 'termConditions' },
      { href: '/cancellation-policies', key: 'cancellationPolicies' },
    ],
  },
] as const;
