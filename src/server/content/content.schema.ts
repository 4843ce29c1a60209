import { z } from 'zod';
import { queryRecord } from '../catalog/search.schema';

export const CONTENT_DEFAULT_PER_PAGE = 12;
export const CONTENT_MAX_PER_PAGE = 48;

const intParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** Paging of the content lists (experiences, luxury services, press). */
export const contentListQueryFields = z.object({
  page: intParam(1, 10_000).default(1).describe('1-based page number.'),
  per_page: intParam(1, CONTENT_MAX_PER_PAGE)
    .default(CONTENT_DEFAULT_PER_PAGE)
    .describe(`Page size (default ${CONTENT_DEFAULT_PER_PAGE}, at most ${CONTENT_MAX_PER_PAGE}).`),
});

export const experienceListQueryFields = contentListQueryFields.extend({
  destination: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(120)
    .optional()
    .describe('Country or state slug: only experiences there (a country includes its states).'),
});

const fromQuery = <S extends z.ZodType>(schema: S) => z.preprocess((input) => queryRecord(input as Record<string, string>), schema);

export const contentListQuerySchema = fromQuery(contentListQueryFields);
export const experienceListQuerySchema = fromQuery(experienceListQueryFields);
export type ContentListQuery = z.output<typeof contentListQuerySchema>;
export type ExperienceListQuery = z.output<typeof experienceListQuerySchema>;
