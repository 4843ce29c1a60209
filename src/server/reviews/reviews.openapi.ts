import { z } from 'zod';
import { type ApiOperation, dataOf, idParams, pageMetaSchema, pagedOf, tagged } from '../core/openapi';
import {
  declineReviewSchema,
  deskReviewsQuery,
  ownerReviewsQuery,
  publicReviewsQuery,
  REVIEW_LOCALES,
  REVIEW_STATUSES,
  replySchema,
  submitReviewSchema,
} from './reviews.schema';

const rating = z.number().int().min(1).max(5);
const categoriesSchema = z.strictObject({ cleanliness: rating, accuracy: rating, staff: rating, location: rating, value: rating });

/** A review as every answer shows it (issue 32's contract); the guest's and the desk's add `private_feedback`. */
export const reviewSchema = z.strictObject({
  id: z.number().int(),
  reservation_id: z.number().int(),
  property_id: z.number().int(),
  property_name: z.string(),
  overall: rating,
  categories: categoriesSchema,
  text: z.string().describe('Plain text as the guest wrote it (shown escaped).'),
  locale: z.enum(REVIEW_LOCALES).describe('The language the review is written in.'),
  status: z.enum(REVIEW_STATUSES),
  author_first_name: z.string(),
  stay: z.strictObject({ check_in: z.string(), check_out: z.string() }),
  created_at: z.string(),
  published_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  reply: z.strictObject({ text: z.string(), locale: z.string(), replied_at: z.string() }).nullable(),
});

export const privateReviewSchema = reviewSchema.extend({
  private_feedback: z.string().nullable().describe('For the company only.'),
});

export const ownerReviewSchema = reviewSchema.extend({
  can_reply: z.boolean().describe('Published, not yet replied to, and within 14 days of publication.'),
  reply_until: z.string().nullable().describe('The instant the reply window closes (published reviews); else null.'),
});

const averagesSchema = z.strictObject({
  cleanliness: z.number(),
  accuracy: z.number(),
  staff: z.number(),
  location: z.number(),
  value: z.number(),
});

export const reviewSummarySchema = z.strictObject({
  count: z.number().int().describe('Published reviews of the villa (every language).'),
  average: z.number().nullable().describe('The true average overall rating of them (unrounded); null without any.'),
  categories: averagesSchema.nullable(),
});

export const publicReviewsMetaSchema = pageMetaSchema.extend(reviewSummarySchema.shape);

export const REVIEW_REFUSALS = ['stay_not_finished', 'review_window_closed', 'not_reviewable', 'review_exists'] as const;

export const tripReviewSchema = z.object({
  data: privateReviewSchema.nullable(),
  meta: z.strictObject({
    reviewable: z.boolean().describe('Whether the guest can write the review now.'),
    reason: z.enum(REVIEW_REFUSALS).nullable().describe('Why not, when not.'),
    window_closes_at: z.string().nullable().describe('The instant the review window closes (a confirmed stay); else null.'),
  }),
});

export type Review = z.infer<typeof reviewSchema>;
export type PrivateReview = z.infer<typeof privateReviewSchema>;
export type OwnerReview = z.infer<typeof ownerReviewSchema>;
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
export type PublicReviewsMeta = z.infer<typeof publicReviewsMetaSchema>;
export type TripReview = z.infer<typeof tripReviewSchema>;
export type ReviewRefusal = (typeof REVIEW_REFUSALS)[number];

const roleErrors = { 401: 'No session.', 403: 'Not a concierge or administrator.' };
const ownerErrors = { 401: 'No session.', 403: 'Not an owner, broker or administrator.' };

export const reviewsOperations: ApiOperation[] = [
  ...tagged('Booking', [
    {
      method: 'get',
      path: '/v1/account/trips/{id}/review',
      operationId: 'getTripReview',
      summary: 'The guest’s review of their stay (null before one is written) and whether one can be written now',
      params: idParams,
      response: tripReviewSchema,
      auth: 'session',
      errors: { 401: 'No session.', 404: 'No such trip of the caller’s (the lead guest’s).' },
    },
    {
      method: 'post',
      path: '/v1/account/trips/{id}/review',
      operationId: 'submitTripReview',
      summary: 'The lead guest reviews a confirmed stay, from check-out until 14 days after (the villa’s clock), once',
      params: idParams,
      body: submitReviewSchema,
      bodyTypes: ['application/json'],
      response: dataOf(privateReviewSchema),
      status: 201,
      auth: 'session',
      errors: {
        400: 'A field with a bad value (ratings integers 1–5, text 30–2,000 characters, locale en|es).',
        401: 'No session.',
        404: 'No such trip of the caller’s (the lead guest’s).',
        409: 'review_exists; stay_not_finished (before check-out); review_window_closed (14 days after); not_reviewable (never confirmed, cancelled).',
      },
    },
  ]),
  ...tagged('Catalogue', [
    {
      method: 'get',
      path: '/v1/properties/{id}/reviews',
      operationId: 'listPropertyReviews',
      summary: 'A villa’s published reviews, newest first, 10 a page, with the count, the true average and the category averages',
      params: idParams,
      query: publicReviewsQuery,
      response: pagedOf(reviewSchema, publicReviewsMetaSchema),
      errors: { 400: 'A bad page or language.', 404: 'No such published villa.' },
    },
  ]),
  ...tagged('Concierge', [
    {
      method: 'get',
      path: '/v1/concierge/reviews',
      operationId: 'listConciergeReviews',
      summary: 'Reviews of the villas in the caller’s scope (administrators: all), pending by default, oldest first; 20 a page',
      query: deskReviewsQuery,
      response: pagedOf(privateReviewSchema, pageMetaSchema),
      auth: 'session',
      errors: { 400: 'A bad status or page.', ...roleErrors },
    },
    {
      method: 'post',
      path: '/v1/concierge/reviews/{id}/publish',
      operationId: 'publishReview',
      summary: 'Publish a pending review (ratings are never edited); the villa’s count and average follow',
      params: idParams,
      response: dataOf(privateReviewSchema),
      auth: 'session',
      errors: { ...roleErrors, 404: 'No such review in the caller’s scope.', 409: 'review_not_pending: already published or declined.' },
    },
    {
      method: 'post',
      path: '/v1/concierge/reviews/{id}/decline',
      operationId: 'declineReview',
      summary: 'Decline a pending review whose text breaks the content policy, with a reason mailed to the guest in their language',
      params: idParams,
      body: declineReviewSchema,
      bodyTypes: ['application/json', 'application/x-www-form-urlencoded'],
      response: dataOf(privateReviewSchema),
      auth: 'session',
      errors: {
        400: 'No reason, or one over 1,000 characters.',
        ...roleErrors,
        404: 'No such review in the caller’s scope.',
        409: 'review_not_pending: already published or declined.',
      },
    },
  ]),
  ...tagged('Owner portal', [
    {
      method: 'get',
      path: '/v1/owner/reviews',
      operationId: 'listOwnerReviews',
      summary: 'Reviews of the caller’s own and managed villas (published and pending), newest first, with whether they can be replied to',
      query: ownerReviewsQuery,
      response: pagedOf(ownerReviewSchema, pageMetaSchema),
      auth: 'session',
      errors: { 400: 'A bad page.', ...ownerErrors },
    },
    {
      method: 'post',
      path: '/v1/owner/reviews/{id}/reply',
      operationId: 'replyToReview',
      summary: 'The owner’s (or managing broker’s) one public reply, within 14 days of publication',
      params: idParams,
      body: replySchema,
      bodyTypes: ['application/json', 'application/x-www-form-urlencoded'],
      response: dataOf(ownerReviewSchema),
      auth: 'session',
      errors: {
        400: 'No text, or one over 2,000 characters.',
        ...ownerErrors,
        404: 'No such review of the caller’s villas.',
        409: 'reply_exists; reply_window_closed (14 days after publication); review_not_published.',
      },
    },
  ]),
];
