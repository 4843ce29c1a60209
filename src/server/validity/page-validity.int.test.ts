import { VISITOR } from '@/server/access/actor';
import { contextFor } from '@/test/context';
import type { Locale } from '@/i18n/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCountry,
  createLuxuryService,
  createPressArticle,
  createProperty,
  createReservation,
  createState,
  createUser,
} from '@/test/factories';
import { type createTestDatabase, useTestDatabase } from '@/test/test-database';
import { isValidPage } from './page-validity';

/** The context a visitor's request would carry, in `locale`. */
const visitor = (locale: Locale) => contextFor(database.orm, VISITOR, { locale });

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const ids = {
  property: 0,
  draft: 0,
  reservation: 0,
  confirmation: '',
  country: '',
  state: '',
  press: '',
  hiddenPress: '',
  service: '',
  propertySlug: '',
};

beforeAll(async () => {
  database = await useTestDatabase();
  const orm = database.orm;
  const country = await createCountry(orm);
  const state = await createState(orm, country.id);
  const property = await createProperty(orm, { countryId: country.id, stateId: state.id });
  const draft = await createProperty(orm, { countryId: country.id, stateId: state.id }, { status: 'draft' });
  const user = await createUser(orm);
  const reservation = await createReservation(orm, { userId: user.id, propertyId: property.id }, { confirmationNumber: '7K3M9QXA' });
  Object.assign(ids, {
    property: property.id,
    draft: draft.id,
    reservation: reservation.id,
    confirmation: reservation.confirmationNumber,
    country: country.slug,
    state: state.slug,
    press: (await createPressArticle(orm)).slug,
    hiddenPress: (await createPressArticle(orm, { published: false })).slug,
    service: (await createLuxuryService(orm)).slug,
    propertySlug: property.slug,
  });
});

afterAll(async () => {
  await database.dispose();
});

describe('isValidPage (SPEC §5)', () => {
  it('accepts ids and slugs that name something published', async () => {
    expect(await isValidPage(visitor('en'), 'property', { id: String(ids.property) })).toBe(true);
    expect(await isValidPage(visitor('en'), 'destinationResults', { id: ids.country })).toBe(true);
    expect(await isValidPage(visitor('en'), 'destinationResults', { id: ids.state })).toBe(true);
    expect(await isValidPage(visitor('en'), 'pressArticle', { slug: ids.press })).toBe(true);
    expect(await isValidPage(visitor('en'), 'luxuryService', { slug: ids.service })).toBe(true);
    expect(await isValidPage(visitor('en'), 'trip', { id: String(ids.reservation) })).toBe(true);
    expect(await isValidPage(visitor('en'), 'guestbookCheckIn', { confirmationNumber: ids.confirmation.toLowerCase() })).toBe(true);
  });

  it('rejects unknown, unpublished and malformed values without an error', async () => {
    expect(await isValidPage(visitor('en'), 'property', { id: String(ids.draft) })).toBe(false);
    expect(await isValidPage(visitor('en'), 'property', { id: '999999' })).toBe(false);
    expect(await isValidPage(visitor('en'), 'property', { id: '99999999999' })).toBe(false);
    expect(await isValidPage(visitor('en'), 'property', { id: "1' or '1'='1" })).toBe(false);
    expect(await isValidPage(visitor('en'), 'destinationResults', { id: 'atlantis' })).toBe(false);
    expect(await isValidPage(visitor('en'), 'pressArticle', { slug: ids.hiddenPress })).toBe(false);
    expect(await isValidPage(visitor('en'), 'trip', { id: '0' })).toBe(false);
    expect(await isValidPage(visitor('en'), 'guestbook', { confirmationNumber: 'ILOU0000' })).toBe(false);
    // A villa's guestbook preview shows its private guest information: not to a visitor (guestbook-preview.int.test.ts).
    expect(await isValidPage(visitor('en'), 'guestbookPreview', { slug: ids.propertySlug })).toBe(false);
    // Issue 16: an unknown but well-formed number is the same page (the name form) as a real one.
    expect(await isValidPage(visitor('en'), 'guestbook', { confirmationNumber: 'ZZZZ9999' })).toBe(true);
    expect(await isValidPage(visitor('en'), 'guestbookInstructions', { confirmationNumber: 'zzzz9999' })).toBe(true);
  });

  it('has nothing to check on routes without parameters', async () => {
    expect(await isValidPage(visitor('en'), 'aboutUs', {})).toBe(true);
  });
});
