import { describe, expect, it } from 'vitest';
import enAdmin from '../../../../messages/en/adminProperties.json';
import enListing from '../../../../messages/en/ownerListing.json';
import esAdmin from '../../../../messages/es/adminProperties.json';
import esListing from '../../../../messages/es/ownerListing.json';
import { missingTranslations, PUBLISH_REQUIREMENTS, publishMissing } from './listing-completeness';

const complete = {
  name: 'Villa Mar',
  short_description_en: 'By the sea.',
  short_description_es: 'Junto al mar.',
  description_en: 'A villa.',
  description_es: 'Una villa.',
  our_be_like_en: ['Sunsets'],
  our_be_like_es: ['Atardeceres'],
  highlight_en: null,
  highlight_es: null,
  house_rules_en: [],
  house_rules_es: [],
  maximum_capacity: 8,
};

describe('listing completeness', () => {
  it('flags the empty (or shorter) side of a pair filled in one language only; a pair empty in both is fine', () => {
    expect(missingTranslations(complete)).toEqual([]);
    expect(
      missingTranslations({
        ...complete,
        description_es: '  ',
        highlight_en: 'New',
        our_be_like_es: [],
        house_rules_en: ['No parties', 'No pets'],
        house_rules_es: ['No fiestas'],
      }),
    ).toEqual(['description_es', 'our_be_like_es', 'highlight_es', 'house_rules_es']);
  });

  it('names what publishing still needs: texts in both languages, a nightly rate above zero, a photo', () => {
    expect(publishMissing(complete, 95_000, 1)).toEqual([]);
    expect(publishMissing({ ...complete, name: ' ', short_description_es: '' }, 0, 0)).toEqual([
      'name',
      'short_description_es',
      'nightly_rate',
      'photos',
    ]);
    expect(publishMissing({ ...complete, maximum_capacity: null }, 95_000, 1)).toEqual(['maximum_capacity']);
  });

  it('“to publish, this listing still needs” can name every requirement of the publish rule, in English and Spanish', () => {
    const empty = {
      name: '',
      short_description_en: '',
      short_description_es: '',
      description_en: '',
      description_es: '',
      maximum_capacity: null,
    };
    // An empty listing lacks everything the rule checks, in the editor's order.
    expect(publishMissing(empty, 0, 0)).toEqual([...PUBLISH_REQUIREMENTS]);
    for (const item of PUBLISH_REQUIREMENTS) {
      expect(enListing.errors.missing, item).toHaveProperty(item);
      expect(esListing.errors.missing, item).toHaveProperty(item);
      expect(enAdmin.missingItems, item).toHaveProperty(item);
      expect(esAdmin.missingItems, item).toHaveProperty(item);
    }
    expect(Object.keys(enListing.errors.missing).sort()).toEqual([...PUBLISH_REQUIREMENTS].sort());
  });
});
