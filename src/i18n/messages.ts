import type { Locale } from './routing';
import enAdmin from '../../messages/en/admin.json';
import esAdmin from '../../messages/es/admin.json';
import enAdminUsers from '../../messages/en/adminUsers.json';
import esAdminUsers from '../../messages/es/adminUsers.json';
import enAdminProperties from '../../messages/en/adminProperties.json';
import esAdminProperties from '../../messages/es/adminProperties.json';
import enAdminAudit from '../../messages/en/adminAudit.json';
import esAdminAudit from '../../messages/es/adminAudit.json';
import enAccount from '../../messages/en/account.json';
import esAccount from '../../messages/es/account.json';
import enAccounts from '../../messages/en/accounts.json';
import esAccounts from '../../messages/es/accounts.json';
import enBooking from '../../messages/en/booking.json';
import esBooking from '../../messages/es/booking.json';
import enCatalog from '../../messages/en/catalog.json';
import esCatalog from '../../messages/es/catalog.json';
import enCheckout from '../../messages/en/checkout.json';
import esCheckout from '../../messages/es/checkout.json';
import enCommon from '../../messages/en/common.json';
import enGroceries from '../../messages/en/groceries.json';
import esGroceries from '../../messages/es/groceries.json';
import esContent from '../../messages/es/content.json';
import enConcierge from '../../messages/en/concierge.json';
import esConcierge from '../../messages/es/concierge.json';
import enContent from '../../messages/en/content.json';
import enDesk from '../../messages/en/desk.json';
import esDesk from '../../messages/es/desk.json';
import esCommon from '../../messages/es/common.json';
import enErrors from '../../messages/en/errors.json';
import esErrors from '../../messages/es/errors.json';
import enInfo from '../../messages/en/info.json';
import enInquiries from '../../messages/en/inquiries.json';
import esInquiries from '../../messages/es/inquiries.json';
import esInfo from '../../messages/es/info.json';
import enInbox from '../../messages/en/inbox.json';
import esInbox from '../../messages/es/inbox.json';
import enMessaging from '../../messages/en/messaging.json';
import esMessaging from '../../messages/es/messaging.json';
import enMoney from '../../messages/en/money.json';
import enMultiCalendar from '../../messages/en/multiCalendar.json';
import esMultiCalendar from '../../messages/es/multiCalendar.json';
import esMoney from '../../messages/es/money.json';
import enGuestbook from '../../messages/en/guestbook.json';
import esGuestbook from '../../messages/es/guestbook.json';
import enGuestbookStay from '../../messages/en/guestbookStay.json';
import esGuestbookStay from '../../messages/es/guestbookStay.json';
import enGuestbookRules from '../../messages/en/guestbookRules.json';
import esGuestbookRules from '../../messages/es/guestbookRules.json';
import enOwnerPortal from '../../messages/en/ownerPortal.json';
import esOwnerPortal from '../../messages/es/ownerPortal.json';
import enOwnerListing from '../../messages/en/ownerListing.json';
import esOwnerListing from '../../messages/es/ownerListing.json';
import enOwnerPhotos from '../../messages/en/ownerPhotos.json';
import esOwnerPhotos from '../../messages/es/ownerPhotos.json';
import enOwnerChannels from '../../messages/en/ownerChannels.json';
import esOwnerChannels from '../../messages/es/ownerChannels.json';
import enOwnerEarnings from '../../messages/en/ownerEarnings.json';
import esOwnerEarnings from '../../messages/es/ownerEarnings.json';
import enPages from '../../messages/en/pages.json';
import enPlans from '../../messages/en/plans.json';
import esPlans from '../../messages/es/plans.json';
import esPages from '../../messages/es/pages.json';
import enProperty from '../../messages/en/property.json';
import enResults from '../../messages/en/results.json';
import enReviews from '../../messages/en/reviews.json';
import esReviews from '../../messages/es/reviews.json';
import esProperty from '../../messages/es/property.json';
import esResults from '../../messages/es/results.json';
import enSearch from '../../messages/en/search.json';
import esSearch from '../../messages/es/search.json';
import enSystem from '../../messages/en/system.json';
import enTripPages from '../../messages/en/tripPages.json';
import esTripPages from '../../messages/es/tripPages.json';
import enTripDesk from '../../messages/en/tripDesk.json';
import esTripDesk from '../../messages/es/tripDesk.json';
import enTrips from '../../messages/en/trips.json';
import esTrips from '../../messages/es/trips.json';
import esSystem from '../../messages/es/system.json';
import enReviewPages from '../../messages/en/reviewPages.json';
import esReviewPages from '../../messages/es/reviewPages.json';
import enTime from '../../messages/en/time.json';
import esTime from '../../messages/es/time.json';

/**
 * UI messages, one JSON file per area and locale (docs/decisions/001-messages-per-area.md).
 * The English tree is the reference shape; a unit test checks Spanish has exactly the same keys.
 * Imported one by one for the bundler; message-files.test.ts fails when a file is missing here.
 */
const catalog = {
  en: {
    admin: enAdmin,
    adminUsers: enAdminUsers,
    adminProperties: enAdminProperties,
    adminAudit: enAdminAudit,
    account: enAccount,
    accounts: enAccounts,
    booking: enBooking,
    catalog: enCatalog,
    checkout: enCheckout,
    common: enCommon,
    concierge: enConcierge,
    tripDesk: enTripDesk,
    content: enContent,
    desk: enDesk,
    errors: enErrors,
    groceries: enGroceries,
    info: enInfo,
    inquiries: enInquiries,
    inbox: enInbox,
    messaging: enMessaging,
    money: enMoney,
    multiCalendar: enMultiCalendar,
    guestbook: enGuestbook,
    guestbookStay: enGuestbookStay,
    guestbookRules: enGuestbookRules,
    ownerPortal: enOwnerPortal,
    ownerListing: enOwnerListing,
    ownerPhotos: enOwnerPhotos,
    ownerChannels: enOwnerChannels,
    ownerEarnings: enOwnerEarnings,
    pages: enPages,
    plans: enPlans,
    property: enProperty,
    results: enResults,
    reviewPages: enReviewPages,
    reviews: enReviews,
    search: enSearch,
    system: enSystem,
    time: enTime,
    tripPages: enTripPages,
    trips: enTrips,
  },
  es: {
    admin: esAdmin,
    adminUsers: esAdminUsers,
    adminProperties: esAdminProperties,
    adminAudit: esAdminAudit,
    account: esAccount,
    accounts: esAccounts,
    booking: esBooking,
    catalog: esCatalog,
    checkout: esCheckout,
    common: esCommon,
    concierge: esConcierge,
    tripDesk: esTripDesk,
    content: esContent,
    desk: esDesk,
    errors: esErrors,
    groceries: esGroceries,
    info: esInfo,
    inquiries: esInquiries,
    inbox: esInbox,
    messaging: esMessaging,
    money: esMoney,
    multiCalendar: esMultiCalendar,
    guestbook: esGuestbook,
    guestbookStay: esGuestbookStay,
    guestbookRules: esGuestbookRules,
    ownerPortal: esOwnerPortal,
    ownerListing: esOwnerListing,
    ownerPhotos: esOwnerPhotos,
    ownerChannels: esOwnerChannels,
    ownerEarnings: esOwnerEarnings,
    pages: esPages,
    plans: esPlans,
    property: esProperty,
    results: esResults,
    reviewPages: esReviewPages,
    reviews: esReviews,
    search: esSearch,
    system: esSystem,
    time: esTime,
    tripPages: esTripPages,
    trips: esTrips,
  },
} as const;

export type Messages = (typeof catalog)['en'];

export function getMessages(locale: Locale): Messages {
  return catalog[locale] as Messages;
}

export const MESSAGE_CATALOG = catalog;
