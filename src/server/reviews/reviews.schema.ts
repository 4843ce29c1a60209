import { z } from 'zod';
import { freeText } from '../core/text';

/**
 * What the review API accepts (issue 32): the guest's review, the moderator's decline, the owner's
 * reply and the lists' query strings. Text goes through the site's one text rule (freeText: bidi
 * controls removed, trimmed; parseInput refuses NUL); bad input is a 400 with a sentence per field.
 */

export const REVIEW_CATEGORIES = ['cleanliness', 'accuracy', 'staff', 'location', 'value'] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];
export const REVIEW_LOCALES = ['en', 'es'] as const;
export const REVIEW_STATUSES = ['pending', 'published', 'declined'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_TEXT_MIN = 30;
export const REVIEW_TEXT_MAX = 2000;
export const PRIVATE_FEEDBACK_MAX = 2000;
export const DECLINE_REASON_MAX = 1000;
export const REPLY_TEXT_MAX = 2000;
/** Days after check-out a stay can be reviewed, and after publication its owner can reply. */
export const REVIEW_WINDOW_DAYS = 14;
export const REPLY_WINDOW_DAYS = 14;
/** A review not handled in this many hours is published by the job. */
export const AUTO_PUBLISH_HOURS = 72;
export const PUBLIC_PAGE_SIZE = 10;
export const DESK_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;

const rating = z.number().int().min(1).max(5).describe('An integer from 1 to 5.');

export const submitReviewSchema = z.strictObject({
  overall: rating,
  categories: z.strictObject({
    cleanliness: rating,
    accuracy: rating,
    staff: rating,
    location: rating,
    value: rating,
  }),
  text: freeText(REVIEW_TEXT_MAX, { min: REVIEW_TEXT_MIN }).describe('30–2,000 characters, in `locale`.'),
  locale: z.enum(REVIEW_LOCALES),
  private_feedback: freeText(PRIVATE_FEEDBACK_MAX)
    .nullish()
    .transform((v) => (v ? v : null))
    .describe('For the company only (never shown publicly nor to the owner); up to 2,000 characters.'),
});
export type SubmitReviewInput = z.output<typeof submitReviewSchema>;

export const declineReviewSchema = z.strictObject({
  reason: freeText(DECLINE_REASON_MAX, { min: 1 }).describe('Why, in words the guest reads in the mail; up to 1,000 characters.'),
});

export const replySchema = z.strictObject({
  text: freeText(REPLY_TEXT_MAX, { min: 1 }).describe('The owner’s public reply; up to 2,000 characters.'),
});

const pageParam = z
  .string()
  .refine((v) => /^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_PAGE, {
    params: { messageKey: 'reviews.fields.page', values: { max: MAX_PAGE } },
  })
  .transform(Number)
  .optional()
  .describe('1-based page.');

/** GET /v1/properties/{id}/reviews: `page`, `language` (en|es) and the usual `locale`. */
export const publicReviewsQuery = z.object({
  page: pageParam,
  language: z.enum(REVIEW_LOCALES).optional().describe('Only the reviews written in this language.'),
  locale: z.string().optional().describe('The answer’s language (as everywhere).'),
});

/** GET /v1/concierge/reviews: `status` (default pending) and `page`. */
export const deskReviewsQuery = z.object({
  status: z.enum(REVIEW_STATUSES).optional().describe('pending (default), published or declined.'),
  page: pageParam,
  locale: z.string().optional(),
});

/** GET /v1/owner/reviews: `page`. */
export const ownerReviewsQuery = z.object({ page: pageParam, locale: z.string().optional() });

/** A query string as the schemas above read it: blank values count as absent (a page's empty GET form fields). */
export function queryRecord(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries([...params.entries()].filter(([, v]) => v !== ''));
}
