import { z } from 'zod';
import { type ApiOperation, dataOf, pagedOf, pageMetaSchema, slugParams } from '../core/openapi';
import { contentListQueryFields, experienceListQueryFields } from './content.schema';
import { HONEYPOT_FIELD, INQUIRY_RATE_LIMIT, inquirySchema } from './inquiries.schema';

const base = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string().describe('Plain text; paragraphs separated by a blank line.'),
  image: z.string(),
};
const place = z.strictObject({ slug: z.string(), name: z.string() }).nullable();

export const apiExperienceSchema = z.strictObject({
  ...base,
  price: z.number(),
  price_cents: z.number().int(),
  currency: z.literal('USD'),
  /** e.g. person, group. */
  price_unit: z.string(),
  duration_minutes: z.number().int(),
  country: place,
  state: place,
});

export const apiLuxuryServiceSchema = z.strictObject({
  ...base,
  category: z.string(),
  price_from: z.number(),
  price_from_cents: z.number().int(),
  currency: z.literal('USD'),
  price_unit: z.string(),
});

export const apiPressArticleSchema = z.strictObject({
  ...base,
  publication: z.string(),
  author: z.string(),
  /** YYYY-MM-DD. */
  published_on: z.string(),
  external_url: z.string().nullable(),
});

const TAG = 'Content';
const list = (path: string, operationId: string, summary: string, item: z.ZodType, query: z.ZodObject): ApiOperation => ({
  method: 'get',
  path,
  operationId,
  tag: TAG,
  summary,
  query,
  response: pagedOf(item, pageMetaSchema),
});
const one = (path: string, operationId: string, summary: string, item: z.ZodType): ApiOperation => ({
  method: 'get',
  path,
  operationId,
  tag: TAG,
  summary,
  params: slugParams,
  response: dataOf(item),
  errors: { 404: 'Unknown, malformed or unpublished slug.' },
});

export const contentOperations: ApiOperation[] = [
  list('/v1/experiences', 'listExperiences', 'Published experiences, in our order', apiExperienceSchema, experienceListQueryFields),
  one('/v1/experiences/{slug}', 'getExperience', 'One experience', apiExperienceSchema),
  list(
    '/v1/luxury-services',
    'listLuxuryServices',
    'Published luxury services, in our order',
    apiLuxuryServiceSchema,
    contentListQueryFields,
  ),
  one('/v1/luxury-services/{slug}', 'getLuxuryService', 'One luxury service', apiLuxuryServiceSchema),
  list('/v1/press', 'listPress', 'Published press articles, newest first', apiPressArticleSchema, contentListQueryFields),
  one('/v1/press/{slug}', 'getPressArticle', 'One press article', apiPressArticleSchema),
  {
    method: 'post',
    path: '/v1/inquiries',
    operationId: 'submitInquiry',
    tag: TAG,
    summary: 'A visitor’s inquiry from a public form (contact, owner, travel agent, experience or service request)',
    description: `The fields depend on \`kind\`; unknown fields are ignored. An experience or service request names a published item by \`slug\` and a \`preferredDate\` from today on (resort time). The visitor gets a confirmation mail in the request’s language and staff a notification. A filled \`${HONEYPOT_FIELD}\` field (the forms’ honeypot) gets the same answer with \`id: null\` and stores nothing.`,
    body: inquirySchema,
    bodyTypes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
    response: z.strictObject({
      data: z.strictObject({ id: z.number().int().nullable().describe('The stored inquiry; null when the honeypot caught it.') }),
      message: z.string().describe('A thank-you sentence in the request’s language, to show.'),
    }),
    status: 201,
    errors: {
      413: 'The body is larger than 64 KB (payload_too_large).',
      415: 'Neither JSON nor form data (unsupported_media_type).',
      429: `Too many inquiries (rate_limited): ${INQUIRY_RATE_LIMIT.limit} per address in ${INQUIRY_RATE_LIMIT.windowSeconds / 60} minutes; Retry-After says when to try again.`,
    },
  },
];
