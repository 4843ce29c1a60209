// No imports: the end-to-end tests read this list too.

/** Every periodic job (a pg-boss schedule: registry.ts, mail/mail-jobs.ts), in the order /admin lists them. */
export const PERIODIC_JOB_NAMES = [
  'expire-requests',
  'payment-reminders',
  'guestbook-pre-arrival',
  'message-digest',
  'prune-live-events',
  'refund-retries',
  'ical-sync',
  'issue-statements',
  'guestbook-cleanup',
  'storage-sweep',
  'review-mails',
  'review-autopublish',
  'mail-sweep',
] as const;
