/** Bilingual phrase banks the villa generator composes descriptions from (EN, ES pairs). */
export type Pair = readonly [string, string];

export const NAMES_SPANISH = [
  'Casa Coralina',
  'Villa Las Palmas',
  'Villa Brisa Marina',
  'Casa del Faro',
  'Villa Aurora',
  'Casa Tamarindo',
  'Villa Caracol',
  'Villa Alma Azul',
  'Casa Flamboyán',
  'Villa Mar de Plata',
  'Villa Sol y Sombra',
  'Casa Ceiba',
  'Villa Punta Arena',
  'Casa Las Gaviotas',
  'Villa Arrecife',
  'Casa Palmera Real',
  'Villa Cielo Abierto',
  'Villa Bahía Serena',
  'Casa Mangle',
  'Villa Corales',
  'Casa Guayacán',
  'Villa Ámbar',
  'Villa Larimar',
  'Casa Cacao',
  'Villa Caoba',
  'Villa Orquídea',
  'Casa Bambú',
  'Villa Estrella de Mar',
  'Villa Los Almendros',
  'Casa Caña Brava',
  'Villa La Perla',
  'Villa Marisol',
  'Casa Duna',
  'Villa Horizonte',
  'Villa Cayo Blanco',
  'Casa Jacaranda',
  'Villa Pelícano',
  'Villa Océano',
  'Casa Solana',
  'Villa Alisio',
  'Villa Bugambilia',
  'Casa Azahar',
  'Villa Las Olas',
  'Villa Agua Clara',
  'Casa Manatí',
  'Villa Higüero',
  'Casa Anacaona',
  'Villa Colibrí',
  'Villa Mar Azul',
  'Casa Marea',
  'Casa Tortuga',
  'Villa Piedra Blanca',
  'Casa Cocotal',
  'Casa Yarey',
] as const;
export const NAMES_MEXICO = [
  'Casa Xaman',
  'Villa Ixchel',
  'Casa Sak Ha',
  'Casa Pitaya',
  'Villa Cardón',
  'Casa Agave',
  'Villa Cenote',
  'Casa Jaguar',
  'Villa Pacífica',
  'Casa Mita',
  'Villa Ballena',
  'Casa Copal',
] as const;
export const NAMES_ENGLISH = [
  'Coral House',
  'Sandpiper Villa',
  'Seagrape Villa',
  'Driftwood House',
  'Frangipani House',
  'Turtle Cove Villa',
  'Blue Heron',
  'Mahogany Bay House',
  'Casuarina',
  'Conch Shell House',
] as const;

export const STYLES: Pair[] = [
  ['contemporary', 'contemporánea'],
  ['Caribbean-colonial', 'de estilo colonial caribeño'],
  ['Balinese-inspired', 'de inspiración balinesa'],
  ['modernist', 'de líneas modernas'],
  ['coral-stone', 'de piedra coralina'],
];

export type Setting = 'beach' | 'golf' | 'cliff' | 'garden' | 'hillside';
export const SETTINGS: Record<Setting, { long: Pair; short: Pair; highlight?: Pair }> = {
  beach: {
    long: ['set directly on the sand', 'situada directamente sobre la arena'],
    short: ['on the beach', 'frente a la playa'],
    highlight: ['Beachfront', 'Frente al mar'],
  },
  golf: {
    long: ['overlooking the fairways', 'con vista a los campos de golf'],
    short: ['on the golf course', 'junto al campo de golf'],
    highlight: ['Golf view', 'Vista al golf'],
  },
  cliff: {
    long: ['perched on the cliffs above the sea', 'asomada a los acantilados sobre el mar'],
    short: ['on the cliffs', 'sobre los acantilados'],
    highlight: ['Oceanfront', 'Vista al océano'],
  },
  garden: {
    long: ['hidden in tropical gardens a short walk from the beach', 'escondida entre jardines tropicales a pocos pasos de la playa'],
    short: ['among tropical gardens', 'entre jardines tropicales'],
  },
  hillside: {
    long: ['on a hillside with sweeping ocean views', 'en una ladera con amplias vistas al océano'],
    short: ['with ocean views', 'con vista al océano'],
  },
};

export const FEATURES: Pair[] = [
  [
    'Floor-to-ceiling glass opens the great room onto an infinity pool and the sea beyond.',
    'Los ventanales de piso a techo abren el gran salón hacia una piscina infinita y el mar al fondo.',
  ],
  [
    'Every bedroom is en suite, with its own terrace, an outdoor shower and a king-size bed dressed in Italian linen.',
    'Cada habitación tiene baño privado, terraza propia, ducha exterior y cama king con sábanas de lino italiano.',
  ],
  [
    'Evenings start at the rooftop lounge with a sunset cocktail and end with dinner under the pergola.',
    'Las tardes comienzan en el lounge de la azotea con un cóctel al atardecer y terminan con la cena bajo la pérgola.',
  ],
  [
    'A shaded gazebo, a hot tub and a lawn big enough for a game of football make it easy for families.',
    'Un gazebo a la sombra, un jacuzzi y un jardín lo bastante grande para jugar al fútbol la hacen ideal para familias.',
  ],
  [
    'The kitchen is fully equipped for the villa chef, who prepares breakfasts of tropical fruit or a lobster barbecue by the pool.',
    'La cocina está completamente equipada para el chef de la villa, que prepara desayunos con frutas tropicales o una parrillada de langosta junto a la piscina.',
  ],
  [
    'A private gym, a yoga deck and a media room keep even a rainy afternoon interesting.',
    'Un gimnasio privado, una terraza de yoga y una sala de cine hacen interesante hasta una tarde de lluvia.',
  ],
  [
    'Golf carts wait at the door for the short ride to the beach club, the marina and the restaurants.',
    'Los carritos de golf esperan en la puerta para el corto trayecto al club de playa, la marina y los restaurantes.',
  ],
  [
    'Natural stone, tropical hardwoods and textiles woven by local artisans give the house a calm, barefoot elegance.',
    'La piedra natural, las maderas tropicales y los tejidos hechos por artesanos locales le dan a la casa una elegancia serena y descalza.',
  ],
];

export const STAFF: Pair = [
  'A house manager, housekeepers and a butler look after every detail, and our concierge can arrange anything from a yacht charter to a private chef.',
  'Un administrador, personal de limpieza y un mayordomo cuidan cada detalle, y nuestro concierge puede organizar desde un yate privado hasta un chef a domicilio.',
];

export const BE_LIKE: Pair[] = [
  ['Steps from the sand', 'A pocos pasos de la arena'],
  ['Fully staffed', 'Con personal completo'],
  ['Sunset views', 'Vistas al atardecer'],
  ['Perfect for families', 'Ideal para familias'],
  ['Chef on request', 'Chef a petición'],
  ['Heated infinity pool', 'Piscina infinita climatizada'],
  ['Total privacy', 'Privacidad total'],
  ['Great for celebrations', 'Perfecta para celebraciones'],
  ['Walk to restaurants', 'Restaurantes a pie'],
];

export const HIGHLIGHTS: Pair[] = [
  ['New', 'Nueva'],
  ['Guest favourite', 'Favorita de los huéspedes'],
];

export const OFFERS: Pair[] = [
  ['15% off 7+ nights', '15 % de descuento en 7+ noches'],
  ['7th night free', '7.ª noche gratis'],
  ['10% off last minute', '10 % de descuento de último minuto'],
  ['Free airport transfer', 'Traslado al aeropuerto gratis'],
];

export const HOUSE_RULES: Pair[] = [
  ['No smoking indoors', 'No se permite fumar en el interior'],
  ['No parties or events without approval', 'No se permiten fiestas ni eventos sin autorización'],
  ['Quiet hours from 10 pm to 8 am', 'Horas de silencio de 10 p. m. a 8 a. m.'],
  ['Pets on request', 'Mascotas bajo petición'],
  ['Children must be supervised at the pool', 'Los niños deben estar supervisados en la piscina'],
  ['Lead guest must be 25 or older', 'El huésped principal debe tener 25 años o más'],
];

export const STREETS = [
  'Calle Las Mareas',
  'Calle Los Corales',
  'Avenida del Mar',
  'Calle Palma Real',
  'Paseo de la Costa',
  'Calle El Faro',
];
export const STREETS_EN = ['Bay Road', 'Coral Drive', 'Sandy Lane Way', 'Ocean Ridge', 'Palm Walk', 'Heron Point'];

/** Captions per scene: a few variations so galleries do not repeat word for word. */
export const CAPTIONS: Record<string, Pair[]> = {
  exterior: [
    ['The villa from the garden', 'La villa desde el jardín'],
    ['Main house and pool deck', 'Casa principal y terraza de la piscina'],
  ],
  pool: [
    ['Infinity pool overlooking the sea', 'Piscina infinita con vista al mar'],
    ['Pool terrace with sun loungers', 'Terraza de la piscina con tumbonas'],
  ],
  living: [
    ['Great room opening onto the terrace', 'Gran salón abierto a la terraza'],
    ['Living room with ocean views', 'Sala de estar con vista al océano'],
  ],
  bedroom: [
    ['Main bedroom suite', 'Suite principal'],
    ['Guest bedroom with sea view', 'Habitación de huéspedes con vista al mar'],
  ],
  dining: [
    ['Dinner under the pergola', 'Cena bajo la pérgola'],
    ['Outdoor dining terrace', 'Comedor exterior en la terraza'],
  ],
  beach: [
    ['The beach below the villa', 'La playa frente a la villa'],
    ['Beach daybed and loungers', 'Cama balinesa y tumbonas en la playa'],
  ],
};
