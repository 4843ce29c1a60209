import type { BilingualSeed } from './content';

export interface PressSeed extends BilingualSeed {
  publication: string;
  author: string;
  publishedOn: string;
}

/** Fictional publications and writers: plausible, but not quotes from real outlets. */
export const PRESS: PressSeed[] = [
  {
    slug: 'the-new-caribbean-villa',
    publication: 'Coastline Journal',
    author: 'Helena Marsh',
    publishedOn: '2025-11-14',
    titleEn: 'The new Caribbean villa: staffed, seamless and surprisingly personal',
    titleEs: 'La nueva villa caribeña: con servicio, sin complicaciones y sorprendentemente personal',
    summaryEn: 'How a small team in Punta Cana is rethinking the private-villa holiday, from the first message to the last transfer.',
    summaryEs:
      'Cómo un pequeño equipo en Punta Cana está reinventando las vacaciones en villa privada, desde el primer mensaje hasta el último traslado.',
    bodyEn: [
      'The villa holiday used to come with a catch: beautiful houses, and a lot of logistics. Alma Villas was founded to remove the catch.',
      'Each guest is matched with a concierge who lives in the destination. Groceries are stocked before arrival, the chef knows about the nut allergy, and extras land on one bill rather than a fistful of receipts.',
      'On our stay at Casa Coralina the most impressive thing was what we did not notice: the house simply worked, and the people running it seemed genuinely glad we were there.',
    ],
    bodyEs: [
      'Las vacaciones en villa solían tener una trampa: casas preciosas y mucha logística. Alma Villas nació para eliminar esa trampa.',
      'A cada huésped se le asigna un concierge que vive en el destino. La despensa se llena antes de la llegada, el chef conoce la alergia a los frutos secos y los extras aparecen en una sola cuenta en lugar de un puñado de recibos.',
      'Durante nuestra estancia en Casa Coralina lo más impresionante fue lo que no notamos: la casa simplemente funcionaba y quienes la atendían parecían realmente contentos de tenernos allí.',
    ],
    scene: 'pool',
  },
  {
    slug: 'las-terrenas-slow-travel',
    publication: 'Wanderlust Quarterly',
    author: 'Tomás Ibarra',
    publishedOn: '2025-09-02',
    titleEn: 'Las Terrenas and the art of doing very little',
    titleEs: 'Las Terrenas y el arte de hacer muy poco',
    summaryEn: 'A week on the Samaná peninsula, between coconut groves, French bakeries and a villa that made leaving hard.',
    summaryEs: 'Una semana en la península de Samaná, entre cocotales, panaderías francesas y una villa de la que costó irse.',
    bodyEn: [
      'Las Terrenas is what Caribbean towns were like before the resorts: fishermen on the beach at dawn, croissants by eight, nothing much after.',
      'Our villa sat among palms a short walk from Playa Bonita. The pool was long enough for real laps and the staff were quietly brilliant.',
      'Come in February and you can add humpback whales to the list of things to watch from the boat.',
    ],
    bodyEs: [
      'Las Terrenas es como eran los pueblos del Caribe antes de los resorts: pescadores en la playa al amanecer, cruasanes a las ocho y poco más después.',
      'Nuestra villa estaba entre palmeras, a un corto paseo de Playa Bonita. La piscina era lo bastante larga para nadar de verdad y el personal era discretamente brillante.',
      'Si vienes en febrero, puedes añadir las ballenas jorobadas a la lista de cosas que ver desde el barco.',
    ],
    scene: 'beach',
  },
  {
    slug: 'best-villas-for-families',
    publication: 'The Family Traveller',
    author: 'Priya Castell',
    publishedOn: '2025-06-20',
    titleEn: 'Ten villas where the whole family actually relaxes',
    titleEs: 'Diez villas donde toda la familia se relaja de verdad',
    summaryEn: 'Shallow pool steps, nannies who speak two languages and chefs who do fish fingers without a sigh.',
    summaryEs:
      'Escalones poco profundos en la piscina, niñeras que hablan dos idiomas y chefs que preparan palitos de pescado sin protestar.',
    bodyEn: [
      'Travelling with children changes what luxury means: space, safety and someone else doing the cooking.',
      'Three of our ten picks come from Alma Villas in Cap Cana and Casa de Campo, where golf carts double as the best ride of the holiday.',
      'Book a nanny for a couple of evenings and you may even get a dinner for two.',
    ],
    bodyEs: [
      'Viajar con niños cambia lo que significa el lujo: espacio, seguridad y que otra persona se encargue de cocinar.',
      'Tres de nuestras diez elegidas son de Alma Villas en Cap Cana y Casa de Campo, donde los carritos de golf se convierten en la mejor atracción de las vacaciones.',
      'Reserva una niñera un par de noches y quizá hasta consigas una cena para dos.',
    ],
    scene: 'exterior',
  },
  {
    slug: 'golf-on-the-edge',
    publication: 'Fairway & Fable',
    author: 'Marcus Webb',
    publishedOn: '2025-03-11',
    titleEn: 'Golf on the edge of the Caribbean',
    titleEs: 'Golf al borde del Caribe',
    summaryEn: 'Teeth of the Dog, Punta Espada and the villas that put you a cart ride from the first tee.',
    summaryEs: 'Dientes de Perro, Punta Espada y las villas que te dejan a un paseo en carrito del primer tee.',
    bodyEn: [
      'The Dominican Republic has quietly become the Caribbean’s golf capital, and its best courses play right along the sea.',
      'Staying in a private villa means early tee times without the resort queue, and a chef waiting with lunch when you come in.',
    ],
    bodyEs: [
      'La República Dominicana se ha convertido discretamente en la capital del golf del Caribe, y sus mejores campos se juegan junto al mar.',
      'Alojarse en una villa privada significa salir temprano sin las colas del resort y encontrar al chef esperando con el almuerzo al volver.',
    ],
    scene: 'golf',
  },
  {
    slug: 'design-villas-tulum',
    publication: 'Casa & Diseño',
    author: 'Lucía Ferrán',
    publishedOn: '2025-01-28',
    titleEn: 'Concrete, chukum and jungle light: the design villas of Tulum',
    titleEs: 'Concreto, chukum y luz de selva: las villas de diseño de Tulum',
    summaryEn: 'Architects working with Mayan plaster and local hardwoods are building some of the most beautiful houses in Mexico.',
    summaryEs: 'Arquitectos que trabajan con estuco maya y maderas locales están construyendo algunas de las casas más bellas de México.',
    bodyEn: [
      'Chukum, a plaster made with the resin of a local tree, gives Tulum’s new villas their soft, sand-coloured walls.',
      'Casa Xaman, one of the houses we visited, opens entirely onto the jungle, with a lap pool running between the bedrooms.',
      'Alma Villas represents a small, carefully chosen group of them.',
    ],
    bodyEs: [
      'El chukum, un estuco elaborado con la resina de un árbol local, da a las nuevas villas de Tulum sus muros suaves color arena.',
      'Casa Xaman, una de las casas que visitamos, se abre por completo a la selva, con una piscina de nado que corre entre las habitaciones.',
      'Alma Villas representa a un pequeño grupo de ellas, elegido con cuidado.',
    ],
    scene: 'living',
  },
  {
    slug: 'sunset-dinners',
    publication: 'The Epicurean Traveler',
    author: 'Jean-Luc Arnaud',
    publishedOn: '2024-12-05',
    titleEn: 'The private chefs of the Dominican coast',
    titleEs: 'Los chefs privados de la costa dominicana',
    summaryEn: 'Lobster from the morning boat, cacao from Samaná and a new generation of Dominican cooking served on your own terrace.',
    summaryEs:
      'Langosta de la barca de la mañana, cacao de Samaná y una nueva generación de cocina dominicana servida en tu propia terraza.',
    bodyEn: [
      'The most memorable meal of our trip was not in a restaurant but under a pergola strung with lights, cooked by a chef who had been to the fish market at six.',
      'Private chefs here blend Dominican home cooking — sancocho, locrio, tostones — with techniques learned abroad.',
      'Ask for the cacao tasting: the peninsula grows some of the finest beans in the Caribbean.',
    ],
    bodyEs: [
      'La comida más memorable de nuestro viaje no fue en un restaurante, sino bajo una pérgola llena de luces, preparada por un chef que había ido al mercado de pescado a las seis.',
      'Los chefs privados de aquí combinan la cocina casera dominicana —sancocho, locrio, tostones— con técnicas aprendidas fuera.',
      'Pide la cata de cacao: la península cultiva algunos de los mejores granos del Caribe.',
    ],
    scene: 'dining',
  },
];
