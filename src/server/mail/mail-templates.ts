/**
 * Every kind of mail the site writes: the outbox's `template` code, once each. `Mail.template`
 * (sendMail) is a MailTemplate, so a new kind of mail starts here or fails the typecheck; the
 * outbox page names each code in people's words (admin.outbox.templates.<code>, in English and
 * Spanish), and src/server/mail/mail-templates.test.ts fails until both languages name it.
 *
 * The codes written from a kind (`listing-${kind}`, `change-${status}`, `review-${kind}`) are
 * checked by their template literal type; the money notices map their kinds one by one.
 */
export const MAIL_TEMPLATES = [
  // Accounts (src/server/accounts, src/server/admin/users)
  'password-reset',
  'invitation',
  // A booking and its request (src/server/booking)
  'booking-requested',
  'booking-awaiting-payment',
  'booking-accepted',
  'booking-declined',
  'booking-expired',
  'booking-expired-unpaid',
  'payment-received',
  'balance-reminder',
  'balance-overdue',
  // A change of dates or guests: `change-${reservation_change_status}`
  'change-requested',
  'change-applied',
  'change-declined',
  'change-expired',
  // A concierge's money notice (src/server/booking/money-mail.ts)
  'money-charge-added',
  'money-goodwill-credit',
  'money-goodwill-refund',
  'money-cancelled-by-us',
  'money-deposit-released',
  'money-deposit-retained',
  // The guestbook (src/server/guestbook)
  'guestbook-pre-arrival',
  'guestbook-authorization-signed',
  // Reviews: `review-${ReviewMailKind}`
  'review-invitation',
  'review-reminder',
  'review-declined',
  // An owner's listing after an administrator's review: `listing-${'published' | 'returned'}`
  'listing-published',
  'listing-returned',
  // Inquiries (src/server/content): the visitor's copy and the team's notice
  'inquiry-confirmation',
  'inquiry-staff',
  // Unread messages (src/server/messaging)
  'message-digest',
] as const;

export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export const isMailTemplate = (v: unknown): v is MailTemplate => MAIL_TEMPLATES.includes(v as MailTemplate);

/**
 * A mail's kind in people's words: `name` of a known code, the code itself for any other (an
 * outbox row written before its kind was renamed or removed): never a throw, never an empty cell.
 */
export function mailTemplateName(code: string, name: (template: MailTemplate) => string): string {
  return isMailTemplate(code) ? name(code) : code;
}
