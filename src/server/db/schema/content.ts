import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { countries, states } from './catalog';

const bilingual = {
  titleEn: text('title_en').notNull(),
  titleEs: text('title_es').notNull(),
  summaryEn: text('summary_en').notNull(),
  summaryEs: text('summary_es').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyEs: text('body_es').notNull(),
};

export const experiences = pgTable(
  'experiences',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    ...bilingual,
    countryId: integer('country_id').references(() => countries.id),
    stateId: integer('state_id').references(() => states.id),
    priceCents: integer('price_cents').notNull(),
    /** e.g. per person, per group: a message key suffix. */
    priceUnit: text('price_unit').notNull().default('person'),
    durationMinutes: integer('duration_minutes').notNull(),
    image: text('image').notNull(),
    published: boolean('published').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('experiences_state_idx').on(t.stateId)],
);

export const luxuryServices = pgTable('luxury_services', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  ...bilingual,
  category: text('category').notNull(),
  priceFromCents: integer('price_from_cents').notNull(),
  priceUnit: text('price_unit').notNull().default('service'),
  image: text('image').notNull(),
  published: boolean('published').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const pressArticles = pgTable('press_articles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  ...bilingual,
  publication: text('publication').notNull(),
  author: text('author').notNull().default(''),
  publishedOn: date('published_on', { mode: 'string' }).notNull(),
  externalUrl: text('external_url'),
  image: text('image').notNull(),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
});
