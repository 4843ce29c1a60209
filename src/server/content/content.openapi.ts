import { z } from 'zod';
import { type ApiOperation, dataOf, pagedOf, pageMetaSchema, slugParams } from '../http/openapi';
import type { ApiExperience, ApiLuxuryService, ApiPressArticle } from './content.api';
import { contentListQueryFields, experienceListQueryFields } from './content.schema';

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
  published_on: z.string(),
  external_url: z.string().nullable(),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(_: T) => undefined;
agree<Same<z.infer<typeof apiExperienceSchema>, ApiExperience>>(true);
agree<Same<z.infer<typeof apiLuxuryServiceSchema>, ApiLuxuryService>>(true);
agree<Same<z.infer<typeof apiPressArticleSchema>, ApiPressArticle>>(true);

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
];
