import type { SceneKey } from '@/server/media/render-image';

/** The fields every bilingual content seed shares (experiences, services, press). */
export interface BilingualSeed {
  slug: string;
  titleEn: string;
  titleEs: string;
  summaryEn: string;
  summaryEs: string;
  /** Paragraphs, joined with a blank line when stored. */
  bodyEn: string[];
  bodyEs: string[];
  scene: SceneKey;
}

export interface ExperienceSeed extends BilingualSeed {
  state: string;
  priceCents: number;
  priceUnit: 'person' | 'group';
  durationMinutes: number;
}

export interface ServiceSeed extends BilingualSeed {
  category: string;
  priceFromCents: number;
  priceUnit: 'service' | 'day' | 'hour' | 'person';
}

export const EXPERIENCES: ExperienceSeed[] = [
  {
    slug: 'saona-island-catamaran',
    titleEn: 'Saona Island by private catamaran',
    titleEs: 'Isla Saona en catamarán privado',
    summaryEn: 'A day on the water to the natural pool and the empty beaches of Parque Nacional del Este.',
    summaryEs: 'Un día en el mar hasta la piscina natural y las playas vírgenes del Parque Nacional del Este.',
    bodyEn: [
      'Your catamaran leaves Bayahíbe after breakfast and sails along the coast of the national park, with a crew that knows every sandbar.',
      'Stop waist-deep in the natural pool among starfish, then anchor off Saona for a grilled lobster lunch, cold Presidente beer and time to swim.',
      'The sail home is timed for the golden hour. Towels, snorkelling gear and an open bar are on board.',
    ],
    bodyEs: [
      'El catamarán sale de Bayahíbe después del desayuno y navega por la costa del parque nacional con una tripulación que conoce cada banco de arena.',
      'Paramos en la piscina natural, con el agua por la cintura y rodeados de estrellas de mar, y luego fondeamos frente a Saona para un almuerzo de langosta a la parrilla, cerveza Presidente bien fría y tiempo para nadar.',
      'El regreso coincide con la hora dorada. A bordo hay toallas, equipo de snorkel y barra libre.',
    ],
    scene: 'yacht',
    state: 'la-romana',
    priceCents: 2_400_00,
    priceUnit: 'group',
    durationMinutes: 480,
  },
  {
    slug: 'samana-whale-watching',
    titleEn: 'Humpback whales in Samaná Bay',
    titleEs: 'Ballenas jorobadas en la bahía de Samaná',
    summaryEn: 'Every winter thousands of humpbacks come to Samaná to mate and calve. Watch them with a marine biologist.',
    summaryEs: 'Cada invierno miles de ballenas jorobadas llegan a Samaná para aparearse y dar a luz. Obsérvalas con una bióloga marina.',
    bodyEn: [
      'From mid-January to late March the bay becomes one of the best places on earth to see humpback whales up close.',
      'A small licensed boat keeps the respectful distance the sanctuary requires, while our guide explains the songs, breaches and tail slaps.',
      'Afterwards, lunch on Cayo Levantado before the drive back to Las Terrenas.',
    ],
    bodyEs: [
      'De mediados de enero a finales de marzo la bahía se convierte en uno de los mejores lugares del mundo para ver ballenas jorobadas de cerca.',
      'Una embarcación pequeña y autorizada mantiene la distancia que exige el santuario mientras nuestra guía explica los cantos, los saltos y los golpes de cola.',
      'Después, almuerzo en Cayo Levantado antes de volver a Las Terrenas.',
    ],
    scene: 'whale',
    state: 'las-terrenas',
    priceCents: 185_00,
    priceUnit: 'person',
    durationMinutes: 360,
  },
  {
    slug: 'catalina-reef-snorkel',
    titleEn: 'Snorkelling the Catalina wall',
    titleEs: 'Snorkel en la pared de Catalina',
    summaryEn: 'Coral gardens, sea turtles and a reef wall that drops into the blue, a short boat ride from Casa de Campo.',
    summaryEs:
      'Jardines de coral, tortugas marinas y una pared de arrecife que cae hacia el azul, a un corto paseo en barco desde Casa de Campo.',
    bodyEn: [
      'Catalina Island is a protected marine park with some of the clearest water on the south coast.',
      'Your instructor chooses the site for the day’s conditions: the shallow coral garden for beginners or the wall for confident swimmers.',
      'Fresh fruit, water and reef-safe sunscreen are included.',
    ],
    bodyEs: [
      'La isla Catalina es un parque marino protegido con algunas de las aguas más transparentes de la costa sur.',
      'Tu instructor elige el lugar según las condiciones del día: el jardín de coral poco profundo para principiantes o la pared para nadadores con experiencia.',
      'Incluye fruta fresca, agua y protector solar respetuoso con el arrecife.',
    ],
    scene: 'reef',
    state: 'casa-de-campo',
    priceCents: 145_00,
    priceUnit: 'person',
    durationMinutes: 240,
  },
  {
    slug: 'damajagua-waterfalls',
    titleEn: 'The 27 waterfalls of Damajagua',
    titleEs: 'Los 27 charcos de Damajagua',
    summaryEn: 'Hike through the forest, then jump, slide and swim your way down a river canyon of turquoise pools.',
    summaryEs: 'Camina por el bosque y luego salta, deslízate y nada por un cañón de pozas turquesas.',
    bodyEn: [
      'A forty-minute walk through the hills above Puerto Plata brings you to the top of the falls.',
      'Helmets and life jackets on, you come back down the river the fun way, with certified guides at every jump.',
      'We finish with a farm lunch of sancocho and fresh juices.',
    ],
    bodyEs: [
      'Una caminata de cuarenta minutos por las lomas de Puerto Plata te lleva a lo alto de los charcos.',
      'Con casco y chaleco salvavidas, bajas por el río de la forma más divertida, con guías certificados en cada salto.',
      'Terminamos con un almuerzo campestre de sancocho y jugos naturales.',
    ],
    scene: 'jungle',
    state: 'puerto-plata',
    priceCents: 120_00,
    priceUnit: 'person',
    durationMinutes: 300,
  },
  {
    slug: 'teeth-of-the-dog-round',
    titleEn: 'A round on Teeth of the Dog',
    titleEs: 'Una ronda en Dientes de Perro',
    summaryEn: 'Seven holes on the edge of the Caribbean: tee times, caddie and cart arranged for your group.',
    summaryEs: 'Siete hoyos al borde del Caribe: salida, caddie y carrito reservados para tu grupo.',
    bodyEn: [
      'Pete Dye carved this course out of the coral rock in 1971, and it is still ranked the best in the Caribbean.',
      'We book preferred tee times, a forecaddie who reads every break and lunch at the clubhouse afterwards.',
    ],
    bodyEs: [
      'Pete Dye esculpió este campo en la roca coralina en 1971 y sigue considerado el mejor del Caribe.',
      'Reservamos horarios de salida preferentes, un caddie que lee cada caída del green y almuerzo en la casa club.',
    ],
    scene: 'golf',
    state: 'casa-de-campo',
    priceCents: 450_00,
    priceUnit: 'person',
    durationMinutes: 300,
  },
  {
    slug: 'cenote-swim-tulum',
    titleEn: 'Private cenote swim at dawn',
    titleEs: 'Baño privado en un cenote al amanecer',
    summaryEn: 'Have a jungle cenote to yourselves before the day begins, with a Mayan blessing and breakfast.',
    summaryEs: 'Disfruta de un cenote en la selva solo para ustedes antes de que empiece el día, con una ceremonia maya y desayuno.',
    bodyEn: [
      'We collect you at first light and drive into the jungle west of Tulum to a family-owned cenote.',
      'A local guide opens with a traditional blessing, then the clear, cool water is yours for an hour.',
      'Breakfast of tamales, fruit and Chiapas coffee is served by the water.',
    ],
    bodyEs: [
      'Te recogemos al amanecer y entramos en la selva al oeste de Tulum hasta un cenote familiar.',
      'Un guía local comienza con una bendición tradicional y después el agua fresca y cristalina es tuya durante una hora.',
      'El desayuno de tamales, fruta y café de Chiapas se sirve junto al agua.',
    ],
    scene: 'jungle',
    state: 'tulum',
    priceCents: 160_00,
    priceUnit: 'person',
    durationMinutes: 180,
  },
];

export const SERVICES: ServiceSeed[] = [
  {
    slug: 'private-chef',
    titleEn: 'Private chef',
    titleEs: 'Chef privado',
    summaryEn: 'Breakfast, lunch and dinner cooked in your villa, from Dominican classics to a seven-course tasting menu.',
    summaryEs: 'Desayuno, almuerzo y cena en tu villa, desde clásicos dominicanos hasta un menú degustación de siete tiempos.',
    bodyEn: [
      'Our chefs trained in some of the best kitchens in Santo Domingo, Mexico City and Europe, and they shop the local markets every morning.',
      'Tell us about allergies and favourites before you arrive and the first dinner will be waiting. Groceries are billed at cost on your trip.',
    ],
    bodyEs: [
      'Nuestros chefs se formaron en algunas de las mejores cocinas de Santo Domingo, Ciudad de México y Europa, y compran en los mercados locales cada mañana.',
      'Cuéntanos tus alergias y preferencias antes de llegar y la primera cena te estará esperando. La compra se factura al costo en tu viaje.',
    ],
    scene: 'dining',
    category: 'dining',
    priceFromCents: 350_00,
    priceUnit: 'day',
  },
  {
    slug: 'yacht-charter',
    titleEn: 'Yacht charter',
    titleEs: 'Alquiler de yate',
    summaryEn: 'Motor yachts and catamarans from 40 to 120 feet, with captain, crew and lunch on board.',
    summaryEs: 'Yates a motor y catamaranes de 40 a 120 pies, con capitán, tripulación y almuerzo a bordo.',
    bodyEn: [
      'Spend a day hopping between sandbars and reefs, or head out at sunset with champagne.',
      'Every boat is inspected by our team, and the crew can arrange water toys, fishing gear or a DJ.',
    ],
    bodyEs: [
      'Pasa el día saltando entre bancos de arena y arrecifes, o sal al atardecer con champán.',
      'Nuestro equipo inspecciona cada embarcación y la tripulación puede organizar juguetes acuáticos, equipo de pesca o un DJ.',
    ],
    scene: 'yacht',
    category: 'water',
    priceFromCents: 1_800_00,
    priceUnit: 'day',
  },
  {
    slug: 'in-villa-spa',
    titleEn: 'In-villa spa',
    titleEs: 'Spa en la villa',
    summaryEn: 'Massages, facials and yoga by certified therapists, on your terrace or in the garden pavilion.',
    summaryEs: 'Masajes, faciales y yoga con terapeutas certificados, en tu terraza o en el pabellón del jardín.',
    bodyEn: [
      'Our therapists bring tables, linens and organic oils made with local cacao and coconut.',
      'Book a single massage or a wellness programme for the whole stay.',
    ],
    bodyEs: [
      'Nuestras terapeutas traen camillas, toallas y aceites orgánicos elaborados con cacao y coco locales.',
      'Reserva un masaje o un programa de bienestar para toda la estancia.',
    ],
    scene: 'spa',
    category: 'wellness',
    priceFromCents: 180_00,
    priceUnit: 'hour',
  },
  {
    slug: 'airport-transfers',
    titleEn: 'Airport transfers',
    titleEs: 'Traslados al aeropuerto',
    summaryEn: 'A driver waiting at arrivals, cold towels and drinks in the car, and your villa ready when you get there.',
    summaryEs: 'Un chófer esperándote en llegadas, toallas frías y bebidas en el coche, y la villa lista a tu llegada.',
    bodyEn: [
      'We track your flight and meet you inside the terminal. SUVs, vans and helicopter transfers are available.',
      'Child seats are free on request.',
    ],
    bodyEs: [
      'Seguimos tu vuelo y te recibimos dentro de la terminal. Disponemos de SUV, furgonetas y traslados en helicóptero.',
      'Las sillas infantiles son gratuitas bajo petición.',
    ],
    scene: 'coast',
    category: 'transport',
    priceFromCents: 120_00,
    priceUnit: 'service',
  },
  {
    slug: 'nanny-service',
    titleEn: 'Nanny and kids’ club',
    titleEs: 'Niñera y club infantil',
    summaryEn: 'Bilingual, first-aid certified nannies for a few hours or the whole holiday.',
    summaryEs: 'Niñeras bilingües con certificado de primeros auxilios, por unas horas o para todas las vacaciones.',
    bodyEn: [
      'Our nannies are background-checked and speak English and Spanish. They organise beach games, crafts and early dinners.',
      'Evening babysitting lets parents enjoy a dinner out.',
    ],
    bodyEs: [
      'Nuestras niñeras tienen antecedentes verificados y hablan inglés y español. Organizan juegos en la playa, manualidades y cenas tempranas.',
      'El servicio nocturno permite a los padres salir a cenar tranquilos.',
    ],
    scene: 'beach',
    category: 'family',
    priceFromCents: 25_00,
    priceUnit: 'hour',
  },
  {
    slug: 'golf-concierge',
    titleEn: 'Golf concierge',
    titleEs: 'Concierge de golf',
    summaryEn: 'Tee times on the region’s best courses, club rental, lessons and carts delivered to your villa.',
    summaryEs: 'Horarios de salida en los mejores campos de la zona, alquiler de palos, clases y carritos entregados en tu villa.',
    bodyEn: [
      'From Punta Espada to Teeth of the Dog, we hold preferred tee times for our guests.',
      'Our golf concierge also books lessons with resident pros and arranges private tournaments for groups.',
    ],
    bodyEs: [
      'Desde Punta Espada hasta Dientes de Perro, reservamos horarios preferentes para nuestros huéspedes.',
      'Nuestro concierge de golf también reserva clases con profesionales residentes y organiza torneos privados para grupos.',
    ],
    scene: 'golf',
    category: 'sport',
    priceFromCents: 290_00,
    priceUnit: 'person',
  },
];
