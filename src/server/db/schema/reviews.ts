import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { reservations } from './booking';
import { properties } from './catalog';
import { createdAt, instant, requiredRef, updatedAt } from './columns';

/** A review waits for a concierge or an administrator (`pending`), then is `published` or `declined` (issue 32). */
export const reviewStatus = pgEnum('review_status', ['pending', 'published', 'declined']);

/**
 * A verified review: written by the lead guest of a confirmed stay that has ended, once per stay,
 * from check-out until 14 days after (the villa's clock). Ratings are never edited; only the text
 * is moderated (published, or declined with a reason mailed to the guest). The owner or managing
 * broker may reply once, publicly, within 14 days of publication.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    reservationId: requiredRef('reservation_id', () => reservations.id, 'cascade').unique(),
    propertyId: requiredRef('property_id', () => properties.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    overall: integer('overall').notNull(),
    cleanliness: integer('cleanliness').notNull(),
    accuracy: integer('accuracy').notNull(),
    staff: integer('staff').notNull(),
    location: integer('location').notNull(),
    value: integer('value').notNull(),
    /** 30–2,000 characters, through the site's one text rule, in `locale`. */
    text: text('text').notNull(),
    locale: text('locale').notNull(),
    /** For the company only: never shown publicly, never sent to the owner. */
    privateFeedback: text('private_feedback'),
    status: reviewStatus('status').notNull().default('pending'),
    /** The reason a review was declined (in the moderator's words, mailed to the guest). */
    declineReason: text('decline_reason'),
    /** Who published or declined it; null when the 72-hour job published it. */
    moderatedByUserId: integer('moderated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: instant('moderated_at'),
    publishedAt: instant('published_at'),
    /** The owner's (or managing broker's) one public reply. */
    replyText: text('reply_text'),
    replyLocale: text('reply_locale'),
    replyByUserId: integer('reply_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: instant('replied_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_property_published_idx').on(t.propertyId, t.status, t.publishedAt),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    check(
      'reviews_ratings_check',
      sql`${t.overall} BETWEEN 1 AND 5 AND ${t.cleanliness} BETWEEN 1 AND 5 AND ${t.accuracy} BETWEEN 1 AND 5 AND ${t.staff} BETWEEN 1 AND 5 AND ${t.location} BETWEEN 1 AND 5 AND ${t.value} BETWEEN 1 AND 5`,
    ),
    check('reviews_locale_check', sql`${t.locale} IN ('en', 'es')`),
  ],
);

/**
 * The review mails a stay has been sent (the invitation on the day after check-out, one reminder
 * on day 7): a row per stay, written in the transaction that queues the mail, so a job that runs
 * on two servers at once or twice in a day sends each mail once.
 */
export const reviewInvitations = pgTable('review_invitations', {
  reservationId: integer('reservation_id')
    .primaryKey()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  invitedAt: instant('invited_at').notNull().defaultNow(),
  remindedAt: instant('reminded_at'),
});
