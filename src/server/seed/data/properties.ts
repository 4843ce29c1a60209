import type { SceneKey } from '@/server/media/render-image';
import { choose, intBetween, type Rand, sample, seededRandom, slugify } from '../prng';
import { COUNTRIES, STATES, type StateSeed } from './destinations';
import {
  BE_LIKE,
  CAPTIONS,
  FEATURES,
  HIGHLIGHTS,
  HOUSE_RULES,
  NAMES_ENGLISH,
  NAMES_MEXICO,
  NAMES_SPANISH,
  OFFERS,
  type Pair,
  SETTINGS,
  type Setting,
  STAFF,
  STREETS,
  STREETS_EN,
  STYLES,
} from './villa-text';

export interface ImageSeed {
  scene: SceneKey;
  captionEn: string;
  captionEs: string;
}

export interface PropertySeed {
  slug: string;
  name: string;
  country: string;
  state: string;
  descriptionEn: string;
  descriptionEs: string;
  shortDescriptionEn: string;
  shortDescriptionEs: string;
  ourBeLikeEn: string[];
  ourBeLikeEs: string[];
  highlightEn: string | null;
  highlightEs: string | null;
  isReserveCollection: boolean;
  instantBook: boolean;
  inOffer: boolean;
  offerTagEn: string | null;
  offerTagEs: string | null;
  bedrooms: number;
  numberBathroom: number;
  maximumCapacity: number;
  lat: number;
  lng: number;
  address: string;
  basePriceCents: number;
  cleaningFeeCents: number;
  securityDepositCents: number;
  minNights: number;
  checkInTime: string;
  checkOutTime: string;
  amenities: string[];
  houseRulesEn: string[];
  houseRulesEs: string[];
  cancellationPolicy: 'flexible' | 'moderate' | 'strict' | 'non_refundable';
  commissionBps: number;
  position: number;
  images: ImageSeed[];
}

const SETTINGS_BY_SCENE: Partial<Record<SceneKey, Setting[]>> = {
  golf: ['golf', 'golf', 'beach', 'garden'],
  jungle: ['hillside', 'garden', 'beach'],
  whale: ['beach', 'hillside', 'garden'],
  yacht: ['cliff', 'hillside', 'beach'],
};
const DEFAULT_SETTINGS: Setting[] = ['beach', 'beach', 'cliff', 'garden', 'hillside'];
const EXTRA_AMENITIES = ['chef', 'gym', 'staff', 'jacuzzi', 'tennis', 'kids_friendly', 'golf_cart'];

const both = (pairs: Pair[]) => ({ en: pairs.map((p) => p[0]), es: pairs.map((p) => p[1]) });
const dollars = (n: number) => Math.round(n / 25) * 25 * 100;

function namePools(): Record<string, string[]> {
  const rand = seededRandom('villa-names');
  return {
    spanish: sample(rand, NAMES_SPANISH, NAMES_SPANISH.length),
    mexico: sample(rand, NAMES_MEXICO, NAMES_MEXICO.length),
    english: sample(rand, NAMES_ENGLISH, NAMES_ENGLISH.length),
  };
}

function poolFor(country: string): 'spanish' | 'mexico' | 'english' {
  if (country === 'mexico') return 'mexico';
  return country === 'dominican-republic' ? 'spanish' : 'english';
}

function gallery(rand: Rand, setting: Setting): ImageSeed[] {
  const hero: SceneKey =
    setting === 'beach' ? choose(rand, ['exterior', 'beach', 'pool'] as const) : choose(rand, ['exterior', 'pool'] as const);
  const rest: SceneKey[] = ['exterior', 'pool', 'living', 'bedroom', 'dining', setting === 'beach' ? 'beach' : 'bedroom'];
  const scenes: SceneKey[] = [hero, ...rest.filter((s) => s !== hero)].slice(0, rand() < 0.5 ? 6 : 5);
  const seen = new Map<SceneKey, number>();
  return scenes.map((scene) => {
    const n = seen.get(scene) ?? 0;
    seen.set(scene, n + 1);
    const options = CAPTIONS[scene] ?? [['', '']];
    const [captionEn, captionEs] = options[(n + Math.floor(rand() * 2)) % options.length] ?? ['', ''];
    return { scene, captionEn, captionEs };
  });
}

/** "a" or "an" before a number said in English: "an 8-bedroom villa", "an 11-bedroom", "a 12-bedroom". */
export function articleFor(n: number): 'a' | 'an' {
  return /^(8|11|18)(\d{3})*$|^8/.test(String(n)) ? 'an' : 'a';
}

function villa(state: StateSeed, name: string, position: number): PropertySeed {
  const rand = seededRandom(`property:${name}`);
  const country = COUNTRIES.find((c) => c.slug === state.country);
  if (!country) throw new Error(`unknown country ${state.country}`);
  const setting = choose(rand, SETTINGS_BY_SCENE[state.scene] ?? DEFAULT_SETTINGS);
  const where = SETTINGS[setting];
  const bedrooms = choose(rand, [2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 8, 9, 10, 12]);
  const reserve = rand() < 0.25;
  const style = choose(rand, STYLES);
  const features = sample(rand, FEATURES, 2);
  const staffed = bedrooms >= 4 || reserve;
  const stateName = state.nameEn;
  const descriptionEn = [
    `${name} is ${articleFor(bedrooms)} ${bedrooms}-bedroom ${style[0]} villa ${where.long[0]} in ${stateName}.`,
    ...features.map((f) => f[0]),
    staffed
      ? STAFF[0]
      : 'Daily housekeeping is included, and our concierge is a message away for groceries, transfers and tables at the best restaurants.',
  ].join(' ');
  const descriptionEs = [
    `${name} es una villa ${style[1]} de ${bedrooms} habitaciones ${where.long[1]} en ${state.nameEs}.`,
    ...features.map((f) => f[1]),
    staffed
      ? STAFF[1]
      : 'La limpieza diaria está incluida y nuestro concierge está a un mensaje de distancia para la compra, los traslados y las reservas en los mejores restaurantes.',
  ].join(' ');
  const capacity = bedrooms * 2 + intBetween(rand, 0, 2);
  const highlight = where.highlight && rand() < 0.5 ? where.highlight : rand() < 0.2 ? choose(rand, HIGHLIGHTS) : null;
  const offer = rand() < 0.25 ? choose(rand, OFFERS) : null;
  const price = Math.min(6500, Math.max(450, (100 + bedrooms * 340) * (0.6 + rand() * 0.7) * (reserve ? 1.45 : 1)));
  const amenities = ['wifi', 'air_conditioning', 'private_pool'];
  if (setting === 'beach') amenities.push('beach_access');
  if (setting !== 'garden') amenities.push('ocean_view');
  if (staffed) amenities.push('staff');
  amenities.push(...sample(rand, EXTRA_AMENITIES, intBetween(rand, 2, 4)).filter((a) => !amenities.includes(a)));
  const beLike = both(sample(rand, setting === 'beach' ? BE_LIKE : BE_LIKE.slice(1), intBetween(rand, 3, 4)));
  const rules = both(sample(rand, HOUSE_RULES, intBetween(rand, 3, 5)));
  const spanishStreets = country.slug === 'dominican-republic' || country.slug === 'mexico';
  const angle = rand() * Math.PI * 2;
  const distance = state.spread * Math.sqrt(rand());
  return {
    slug: slugify(name),
    name,
    country: country.slug,
    state: state.slug,
    descriptionEn,
    descriptionEs,
    shortDescriptionEn: `${bedrooms} bedrooms ${where.short[0]} in ${stateName}, with a private pool and room for ${capacity} guests.`,
    shortDescriptionEs: `${bedrooms} habitaciones ${where.short[1]} en ${state.nameEs}, con piscina privada y espacio para ${capacity} huéspedes.`,
    ourBeLikeEn: beLike.en,
    ourBeLikeEs: beLike.es,
    highlightEn: highlight?.[0] ?? null,
    highlightEs: highlight?.[1] ?? null,
    isReserveCollection: reserve,
    instantBook: rand() < 0.45,
    inOffer: offer !== null,
    offerTagEn: offer?.[0] ?? null,
    offerTagEs: offer?.[1] ?? null,
    bedrooms,
    numberBathroom: bedrooms + intBetween(rand, 0, 2) + (rand() < 0.4 ? 0.5 : 0),
    maximumCapacity: capacity,
    lat: Math.round((state.lat + Math.sin(angle) * distance) * 1e5) / 1e5,
    lng: Math.round((state.lng + Math.cos(angle) * distance) * 1e5) / 1e5,
    address: `${choose(rand, spanishStreets ? STREETS : STREETS_EN)} ${intBetween(rand, 2, 180)}, ${stateName}, ${country.nameEn}`,
    basePriceCents: dollars(price),
    cleaningFeeCents: dollars(150 + bedrooms * 45),
    securityDepositCents: Math.round((1000 + bedrooms * 400 * (reserve ? 2 : 1)) / 500) * 500 * 100,
    minNights: intBetween(rand, 2, 5),
    checkInTime: choose(rand, ['15:00', '15:00', '16:00']),
    checkOutTime: choose(rand, ['11:00', '11:00', '12:00']),
    amenities,
    houseRulesEn: rules.en,
    houseRulesEs: rules.es,
    cancellationPolicy: choose(rand, ['flexible', 'moderate', 'moderate', 'strict', 'strict', 'non_refundable'] as const),
    commissionBps: choose(rand, [1500, 1500, 1800, 2000]),
    position,
    images: gallery(rand, setting),
  };
}

/** The demo villas: names drawn once per region, so every slug is unique and stable. */
export function demoProperties(): PropertySeed[] {
  const pools = namePools();
  const out: PropertySeed[] = [];
  for (const state of STATES) {
    const pool = pools[poolFor(state.country)] ?? [];
    for (let i = 0; i < state.villas; i++) {
      const name = pool.shift();
      if (!name) throw new Error(`ran out of villa names for ${state.country}`);
      out.push(villa(state, name, out.length));
    }
  }
  return out;
}
