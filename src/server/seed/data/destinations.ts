import type { SceneKey } from '@/server/media/render-image';

export interface CountrySeed {
  slug: string;
  /** ISO 3166-1 alpha-2: matches a guest's profile country to this destination (decision 029). */
  isoCode: string;
  nameEn: string;
  nameEs: string;
  descriptionEn: string;
  descriptionEs: string;
  taxRateBps: number;
  serviceFeeBps: number;
  timeZone: string;
}

export interface StateSeed {
  country: string;
  slug: string;
  nameEn: string;
  nameEs: string;
  descriptionEn: string;
  descriptionEs: string;
  lat: number;
  lng: number;
  /** How far (degrees) villas may sit from the centre; centres are placed inland of the shore. */
  spread: number;
  timeZone?: string;
  taxRateBps?: number;
  scene: SceneKey;
  /** How many demo villas to place here. */
  villas: number;
}

/** dominican-republic first: it is SPEC's default destination. */
export const COUNTRIES: CountrySeed[] = [
  {
    slug: 'dominican-republic',
    isoCode: 'DO',
    nameEn: 'Dominican Republic',
    nameEs: 'República Dominicana',
    descriptionEn:
      'Sixteen hundred kilometres of Caribbean and Atlantic coastline, from the calm turquoise bays of the east to the surf beaches and green mountains of the north. Private villas with staff, golf on the sea and the warmest welcome in the islands.',
    descriptionEs:
      'Mil seiscientos kilómetros de costa caribeña y atlántica, desde las bahías turquesas y tranquilas del este hasta las playas de surf y las montañas verdes del norte. Villas privadas con servicio, golf frente al mar y la bienvenida más cálida de las islas.',
    taxRateBps: 1800,
    serviceFeeBps: 1000,
    timeZone: 'America/Santo_Domingo',
  },
  {
    slug: 'turks-and-caicos',
    isoCode: 'TC',
    nameEn: 'Turks and Caicos',
    nameEs: 'Islas Turcas y Caicos',
    descriptionEn:
      'Powder-white beaches and some of the clearest water on earth. Villas on Grace Bay and the quiet cays, with reef snorkelling a few steps from the terrace.',
    descriptionEs:
      'Playas de arena blanquísima y algunas de las aguas más transparentes del planeta. Villas en Grace Bay y en los cayos tranquilos, con arrecifes para hacer snorkel a pocos pasos de la terraza.',
    taxRateBps: 1200,
    serviceFeeBps: 1000,
    timeZone: 'America/Grand_Turk',
  },
  {
    slug: 'barbados',
    isoCode: 'BB',
    nameEn: 'Barbados',
    nameEs: 'Barbados',
    descriptionEn: 'The Platinum Coast: coral-stone plantation houses, polo on Sunday afternoons and sunsets over a glassy Caribbean sea.',
    descriptionEs:
      'La Costa de Platino: casas de plantación en piedra coralina, polo los domingos por la tarde y atardeceres sobre un Caribe en calma.',
    taxRateBps: 1000,
    serviceFeeBps: 1000,
    timeZone: 'America/Barbados',
  },
  {
    slug: 'mexico',
    isoCode: 'MX',
    nameEn: 'Mexico',
    nameEs: 'México',
    descriptionEn:
      'Jungle cenotes and Mayan ruins on the Riviera Maya, desert mountains meeting the Pacific in Los Cabos, and the surf towns of the Riviera Nayarit.',
    descriptionEs:
      'Cenotes en la selva y ruinas mayas en la Riviera Maya, montañas del desierto que se encuentran con el Pacífico en Los Cabos y los pueblos surferos de la Riviera Nayarit.',
    taxRateBps: 1900,
    serviceFeeBps: 1000,
    timeZone: 'America/Mexico_City',
  },
];

const dr = (s: Omit<StateSeed, 'country'>): StateSeed => ({ country: 'dominican-republic', ...s });

export const STATES: StateSeed[] = [
  dr({
    slug: 'punta-cana',
    nameEn: 'Punta Cana',
    nameEs: 'Punta Cana',
    descriptionEn:
      'Fifty kilometres of palm-fringed beach on the eastern tip of the island, with championship golf and calm, reef-protected water.',
    descriptionEs:
      'Cincuenta kilómetros de playa bordeada de palmeras en el extremo oriental de la isla, con golf de campeonato y aguas tranquilas protegidas por el arrecife.',
    lat: 18.5601,
    lng: -68.3725,
    spread: 0.03,
    scene: 'coast',
    villas: 12,
  }),
  dr({
    slug: 'cap-cana',
    nameEn: 'Cap Cana',
    nameEs: 'Cap Cana',
    descriptionEn:
      'A gated enclave of cliffs, marina and Jack Nicklaus golf just south of Punta Cana: the most private address on the east coast.',
    descriptionEs:
      'Un enclave privado de acantilados, marina y golf de Jack Nicklaus justo al sur de Punta Cana: la dirección más exclusiva de la costa este.',
    lat: 18.4735,
    lng: -68.4102,
    spread: 0.02,
    scene: 'golf',
    villas: 9,
  }),
  dr({
    slug: 'casa-de-campo',
    nameEn: 'Casa de Campo',
    nameEs: 'Casa de Campo',
    descriptionEn:
      'Seven thousand acres of tropical resort with the Teeth of the Dog golf course, a polo club, a marina and Altos de Chavón above the river.',
    descriptionEs:
      'Siete mil acres de resort tropical con el campo de golf Dientes de Perro, club de polo, marina y Altos de Chavón sobre el río.',
    lat: 18.4195,
    lng: -68.9185,
    spread: 0.015,
    scene: 'golf',
    villas: 9,
  }),
  dr({
    slug: 'la-romana',
    nameEn: 'La Romana',
    nameEs: 'La Romana',
    descriptionEn:
      'The gateway to Saona and Catalina islands, with quiet beaches at Bayahíbe and Dominicus and some of the best diving in the country.',
    descriptionEs:
      'La puerta de entrada a las islas Saona y Catalina, con playas tranquilas en Bayahíbe y Dominicus y algunos de los mejores puntos de buceo del país.',
    lat: 18.3905,
    lng: -68.8465,
    spread: 0.02,
    scene: 'reef',
    villas: 4,
  }),
  dr({
    slug: 'las-terrenas',
    nameEn: 'Las Terrenas',
    nameEs: 'Las Terrenas',
    descriptionEn:
      'A bohemian fishing village turned hideaway on the Samaná peninsula: coconut groves, French bakeries and whales in the bay from January to March.',
    descriptionEs:
      'Un pueblo de pescadores bohemio convertido en refugio en la península de Samaná: cocotales, panaderías francesas y ballenas en la bahía de enero a marzo.',
    lat: 19.3098,
    lng: -69.5488,
    spread: 0.02,
    scene: 'whale',
    villas: 6,
  }),
  dr({
    slug: 'puerto-plata',
    nameEn: 'Puerto Plata',
    nameEs: 'Puerto Plata',
    descriptionEn:
      'Victorian architecture, a cable car up Mount Isabel de Torres and the sheltered beaches of Sosúa and Playa Dorada on the Amber Coast.',
    descriptionEs:
      'Arquitectura victoriana, un teleférico hasta la Loma Isabel de Torres y las playas resguardadas de Sosúa y Playa Dorada en la Costa de Ámbar.',
    lat: 19.7745,
    lng: -70.6702,
    spread: 0.02,
    scene: 'jungle',
    villas: 4,
  }),
  dr({
    slug: 'cabarete',
    nameEn: 'Cabarete',
    nameEs: 'Cabarete',
    descriptionEn:
      'The kitesurfing capital of the Caribbean, with a lively beach strip, river caves and jungle waterfalls a short drive inland.',
    descriptionEs:
      'La capital del kitesurf del Caribe, con un animado paseo de playa, cuevas junto al río y cascadas en la selva a poca distancia.',
    lat: 19.7465,
    lng: -70.4125,
    spread: 0.015,
    scene: 'coast',
    villas: 4,
  }),
  {
    country: 'turks-and-caicos',
    slug: 'providenciales',
    nameEn: 'Providenciales',
    nameEs: 'Providenciales',
    descriptionEn: 'Home of Grace Bay, regularly named the best beach in the world, and of the quiet coves of Long Bay and Chalk Sound.',
    descriptionEs:
      'Hogar de Grace Bay, elegida una y otra vez la mejor playa del mundo, y de las calas tranquilas de Long Bay y Chalk Sound.',
    lat: 21.7875,
    lng: -72.2201,
    spread: 0.025,
    scene: 'reef',
    villas: 5,
  },
  {
    country: 'barbados',
    slug: 'saint-james',
    nameEn: 'Saint James',
    nameEs: 'Saint James',
    descriptionEn:
      'The Platinum Coast of Barbados: calm west-coast beaches, beach-bar lunches at Holetown and plantation houses under mahogany trees.',
    descriptionEs:
      'La Costa de Platino de Barbados: playas tranquilas en la costa oeste, almuerzos en los chiringuitos de Holetown y casas de plantación bajo árboles de caoba.',
    lat: 13.1912,
    lng: -59.6245,
    spread: 0.015,
    scene: 'coast',
    villas: 4,
  },
  {
    country: 'mexico',
    slug: 'tulum',
    nameEn: 'Tulum',
    nameEs: 'Tulum',
    descriptionEn: 'Mayan ruins on a cliff above the sea, jungle cenotes and a barefoot beach road lined with candlelit restaurants.',
    descriptionEs:
      'Ruinas mayas sobre un acantilado frente al mar, cenotes en la selva y una carretera de playa llena de restaurantes a la luz de las velas.',
    lat: 20.2015,
    lng: -87.4685,
    spread: 0.03,
    timeZone: 'America/Cancun',
    scene: 'jungle',
    villas: 4,
  },
  {
    country: 'mexico',
    slug: 'los-cabos',
    nameEn: 'Los Cabos',
    nameEs: 'Los Cabos',
    descriptionEn:
      'Desert mountains meet the Pacific at Land’s End: whale watching, sport fishing and villas on the cliffs of the Tourist Corridor.',
    descriptionEs:
      'Las montañas del desierto se encuentran con el Pacífico en Land’s End: avistamiento de ballenas, pesca deportiva y villas sobre los acantilados del Corredor Turístico.',
    lat: 22.9655,
    lng: -109.7345,
    spread: 0.03,
    timeZone: 'America/Mazatlan',
    scene: 'yacht',
    villas: 4,
  },
  {
    country: 'mexico',
    slug: 'punta-mita',
    nameEn: 'Punta Mita',
    nameEs: 'Punta Mita',
    descriptionEn: 'A private peninsula on the Riviera Nayarit with two Nicklaus courses, surf breaks and humpback whales in Banderas Bay.',
    descriptionEs:
      'Una península privada en la Riviera Nayarit con dos campos de Nicklaus, olas para surfear y ballenas jorobadas en la bahía de Banderas.',
    lat: 20.7745,
    lng: -105.5075,
    spread: 0.015,
    timeZone: 'America/Bahia_Banderas',
    scene: 'golf',
    villas: 3,
  },
];
