/**
 * The demo reviews (issue 32): guests' own words about their stay, in the language they wrote in.
 * No villa is named, so any text fits any villa; each text is used once in the seed.
 */

export interface ReviewerSeed {
  email: string;
  name: string;
  locale: 'en' | 'es';
  country: string;
}

/** The past guests who wrote the demo reviews (accounts no one signs in to: their password is random). */
export const REVIEWERS: ReviewerSeed[] = [
  { email: 'emma.collins@guests.almavillas.test', name: 'Emma Collins', locale: 'en', country: 'US' },
  { email: 'james.whitaker@guests.almavillas.test', name: 'James Whitaker', locale: 'en', country: 'GB' },
  { email: 'olivia.brennan@guests.almavillas.test', name: 'Olivia Brennan', locale: 'en', country: 'CA' },
  { email: 'michael.reyes@guests.almavillas.test', name: 'Michael Reyes', locale: 'en', country: 'US' },
  { email: 'charlotte.hughes@guests.almavillas.test', name: 'Charlotte Hughes', locale: 'en', country: 'GB' },
  { email: 'daniel.okafor@guests.almavillas.test', name: 'Daniel Okafor', locale: 'en', country: 'US' },
  { email: 'grace.lindqvist@guests.almavillas.test', name: 'Grace Lindqvist', locale: 'en', country: 'SE' },
  { email: 'henry.walsh@guests.almavillas.test', name: 'Henry Walsh', locale: 'en', country: 'IE' },
  { email: 'valentina.morales@guests.almavillas.test', name: 'Valentina Morales', locale: 'es', country: 'MX' },
  { email: 'alejandro.pena@guests.almavillas.test', name: 'Alejandro Peña', locale: 'es', country: 'DO' },
  { email: 'camila.herrera@guests.almavillas.test', name: 'Camila Herrera', locale: 'es', country: 'CO' },
  { email: 'javier.solis@guests.almavillas.test', name: 'Javier Solís', locale: 'es', country: 'ES' },
  { email: 'lucia.navarro@guests.almavillas.test', name: 'Lucía Navarro', locale: 'es', country: 'AR' },
  { email: 'mateo.rivas@guests.almavillas.test', name: 'Mateo Rivas', locale: 'es', country: 'PR' },
];

export interface ReviewTextSeed {
  locale: 'en' | 'es';
  /** Overall, then cleanliness, accuracy, staff, location, value. */
  ratings: [number, number, number, number, number, number];
  text: string;
}

export const REVIEW_TEXTS_EN: ReviewTextSeed[] = [
  {
    locale: 'en',
    ratings: [5, 5, 5, 5, 5, 4],
    text: 'We came for my husband’s fiftieth and it could not have gone better. The house was spotless when we arrived, the beds were made up exactly as we had asked, and the chef’s grilled snapper on the first night set the tone for the whole week. Our concierge sorted a boat day at two days’ notice. Already talking about coming back next winter.',
  },
  {
    locale: 'en',
    ratings: [5, 5, 4, 5, 5, 5],
    text: 'Three families, seven kids, one week, zero arguments about rooms. The layout works beautifully for a group: everyone had their own space and we all met by the pool in the evenings. The photos are accurate, if anything the terrace is bigger than it looks. Housekeeping was discreet and quick.',
  },
  {
    locale: 'en',
    ratings: [4, 4, 4, 5, 4, 4],
    text: 'A lovely stay overall. The staff were the highlight: warm, quick and never intrusive. Only small thing was the air conditioning in one of the upstairs bedrooms, which took a day to fix, but it was handled politely and promptly. Breakfasts on the terrace were a daily joy.',
  },
  {
    locale: 'en',
    ratings: [5, 5, 5, 5, 4, 5],
    text: 'Peaceful, private and exactly as described. We barely left the house except for dinner in town twice. The pantry was stocked before we landed, which after a long flight with a toddler was a gift. Would book again without hesitation.',
  },
  {
    locale: 'en',
    ratings: [5, 5, 5, 5, 5, 5],
    text: 'I have rented a lot of villas in the Caribbean and this was the best run of them all. Every request, from a late checkout to a last-minute massage for my mother, was answered within minutes. The house itself is immaculate and the sunsets from the pool deck are worth the trip alone.',
  },
  {
    locale: 'en',
    ratings: [4, 5, 4, 4, 3, 4],
    text: 'Beautiful house, very well kept, and the team could not do enough for us. It is a bit of a drive to the nearest restaurants, so plan on having the chef cook most nights (which we were happy to do). Great for a quiet week; less so if you want to walk to bars.',
  },
  {
    locale: 'en',
    ratings: [5, 4, 5, 5, 5, 5],
    text: 'We celebrated our daughter’s wedding weekend here and the villa team handled the rehearsal dinner for forty people without breaking a sweat. Flowers, lighting, music, all arranged through the concierge. The guests still talk about it.',
  },
  {
    locale: 'en',
    ratings: [3, 3, 4, 4, 4, 3],
    text: 'Good location and friendly staff, but the villa showed some wear: a couple of loungers were faded and the outdoor shower ran cold. The concierge apologised and offered a dinner on the house, which was a kind gesture. Fine for the price, though not quite the polish we expected.',
  },
  {
    locale: 'en',
    ratings: [5, 5, 5, 5, 5, 4],
    text: 'Honeymoon perfection. Rose petals on arrival felt a bit much at first and then we loved it. The butler learned our coffee orders on day one. Snorkelling trip arranged by the concierge was the best morning of the whole holiday.',
  },
  {
    locale: 'en',
    ratings: [4, 4, 5, 4, 5, 4],
    text: 'The listing undersells the views. We spent most afternoons on the upper terrace watching the boats. Kitchen is well equipped if you like to cook yourself. Wi-Fi was patchy in the garden but fine inside the house.',
  },
  {
    locale: 'en',
    ratings: [5, 5, 5, 5, 5, 5],
    text: 'Fourth time with this company and the standard never slips. This house is now our favourite: quiet, generous rooms, and a pool you can actually swim laps in. Thank you to the whole team for another wonderful week.',
  },
  {
    locale: 'en',
    ratings: [4, 4, 4, 4, 5, 3],
    text: 'Fantastic spot right by the beach and the house is gorgeous. It is not cheap once the service fee and taxes are added, so go in with eyes open, but we felt it was worth it for the privacy and the service.',
  },
  {
    locale: 'en',
    ratings: [5, 5, 5, 5, 4, 5],
    text: 'Travelled with my elderly parents and the team thought of everything: a ground-floor room, a rail added to the pool steps, and a driver on call. Thoughtful touches like that are why we chose a staffed villa over a hotel.',
  },
  {
    locale: 'en',
    ratings: [5, 5, 4, 5, 5, 5],
    text: 'The house manager met us at the gate with cold towels and a full tour. Everything worked, everything was clean, and the grocery list we had sent ahead was in the fridge. Easy, relaxing, memorable.',
  },
  {
    locale: 'en',
    ratings: [4, 4, 4, 5, 4, 4],
    text: 'Great week with friends. The cook’s Dominican breakfast was a hit every morning. A few more sun umbrellas by the pool would be welcome in the middle of the day, otherwise nothing to fault.',
  },
  {
    locale: 'en',
    ratings: [5, 5, 5, 4, 5, 5],
    text: 'Stunning design, lots of natural light and the sound of the sea in every bedroom. We arrived late at night and someone was waiting to let us in and show us around. Felt looked after from start to finish.',
  },
  {
    locale: 'en',
    ratings: [4, 5, 3, 4, 4, 4],
    text: 'Lovely home and impeccably clean. One of the bedrooms is smaller than the photos suggest, so families should check the floor plan with the concierge. The rest was as pictured and the garden is magical at night.',
  },
  {
    locale: 'en',
    ratings: [5, 5, 5, 5, 5, 5],
    text: 'Our best family holiday in years. The kids spent all day in the pool and all evening playing football on the lawn. The staff taught them to make tostones. We will be back.',
  },
  {
    locale: 'en',
    ratings: [5, 4, 5, 5, 5, 4],
    text: 'A week of doing nothing in the best possible way. Massages on the deck, fresh fish from the market, and a concierge who booked us into a restaurant that had told us it was full. Highly recommend.',
  },
  {
    locale: 'en',
    ratings: [4, 4, 4, 4, 4, 4],
    text: 'Very comfortable villa with a kind and professional team. Nothing spectacular went wrong or right, it simply worked, which after a hectic year was exactly what we wanted.',
  },
  {
    locale: 'en',
    ratings: [5, 5, 5, 5, 5, 4],
    text: 'We had a small work retreat here and the dining room doubled nicely as a meeting space. Reliable internet, quiet, and lunch served on time every day. Productive mornings, beach afternoons. Would do it again.',
  },
  {
    locale: 'en',
    ratings: [5, 5, 5, 5, 4, 5],
    text: 'The golf cart made getting to the beach club so easy. Villa was spotless, linens changed daily, and the staff remembered every small preference. A genuinely five-star experience.',
  },
  {
    locale: 'en',
    ratings: [4, 4, 5, 4, 4, 4],
    text: 'Lovely stay. The transfer from the airport was a little late, but once we arrived everything ran smoothly and the chef’s lobster night was unforgettable.',
  },
  {
    locale: 'en',
    ratings: [5, 5, 5, 5, 5, 5],
    text: 'Everything about this week was effortless. Booking, payment, arrival, the house, the staff. We did not have to think about a single thing, which is the whole point. Thank you.',
  },
];

export const REVIEW_TEXTS_ES: ReviewTextSeed[] = [
  {
    locale: 'es',
    ratings: [5, 5, 5, 5, 5, 5],
    text: 'Fuimos en familia para celebrar los 70 de mi papá y todo salió perfecto. La casa estaba impecable, el personal atento sin ser invasivo y la cena en la terraza con música en vivo fue inolvidable. La concierge resolvió cada detalle en minutos.',
  },
  {
    locale: 'es',
    ratings: [5, 5, 4, 5, 5, 4],
    text: 'Una villa preciosa y muy bien cuidada. Las fotos son fieles, aunque la terraza en persona es todavía más impresionante. El chef preparó un sancocho el domingo que todavía recordamos. Volveremos seguro.',
  },
  {
    locale: 'es',
    ratings: [4, 4, 4, 5, 4, 4],
    text: 'Muy buena estancia. El equipo de la casa es encantador y siempre dispuesto. Solo echamos de menos más sombra junto a la piscina al mediodía, pero nada que empañara una semana estupenda.',
  },
  {
    locale: 'es',
    ratings: [5, 5, 5, 5, 5, 5],
    text: 'Nuestra luna de miel fue un sueño. Privacidad total, atardeceres increíbles y un desayuno distinto cada mañana. La concierge nos organizó una excursión en catamarán que fue lo mejor del viaje.',
  },
  {
    locale: 'es',
    ratings: [4, 5, 4, 4, 3, 4],
    text: 'La casa es espectacular y está limpísima. Está algo alejada del pueblo, así que conviene tener chofer o cenar en la villa casi todas las noches. Para descansar, ideal.',
  },
  {
    locale: 'es',
    ratings: [5, 5, 5, 5, 4, 5],
    text: 'Viajamos tres parejas y la distribución de las habitaciones es perfecta: cada una con su baño y su vista al mar. La despensa llegó completa antes de nuestra llegada. Muy recomendable.',
  },
  {
    locale: 'es',
    ratings: [3, 3, 3, 4, 4, 3],
    text: 'El lugar es bonito y el personal muy amable, pero la villa necesita algo de mantenimiento: la ducha exterior no tenía agua caliente y un par de tumbonas estaban gastadas. Lo comunicamos y nos atendieron rápido, eso sí.',
  },
  {
    locale: 'es',
    ratings: [5, 5, 5, 5, 5, 4],
    text: 'Pasamos la Navidad aquí con los niños y fue mágico. Decoraron la casa, el chef preparó una cena tradicional y hasta apareció Santa Claus en la terraza. Un servicio de otro nivel.',
  },
  {
    locale: 'es',
    ratings: [4, 4, 5, 4, 4, 4],
    text: 'Todo tal como se describe en el anuncio. Cocina muy bien equipada, camas comodísimas y un jardín precioso. El wifi fallaba un poco junto a la piscina, dentro de la casa iba bien.',
  },
  {
    locale: 'es',
    ratings: [5, 5, 5, 5, 5, 5],
    text: 'Es la tercera vez que reservamos con ellos y siempre superan lo anterior. Esta casa es ahora nuestra favorita. Gracias a todo el equipo por una semana de descanso de verdad.',
  },
  {
    locale: 'es',
    ratings: [5, 4, 5, 5, 5, 5],
    text: 'Viajé con mis padres mayores y pensaron en todo: habitación en planta baja, barandilla en la escalera de la piscina y un chofer siempre disponible. Detalles así marcan la diferencia.',
  },
  {
    locale: 'es',
    ratings: [4, 4, 4, 4, 5, 3],
    text: 'Ubicación inmejorable, a dos pasos de la playa. No es barato cuando sumas tarifa de servicio e impuestos, pero la privacidad y la atención lo justifican.',
  },
  {
    locale: 'es',
    ratings: [5, 5, 5, 5, 5, 5],
    text: 'Una semana perfecta con amigos. El desayuno dominicano de cada mañana, los masajes en la terraza y una concierge que consiguió mesa en un restaurante que nos habían dicho que estaba lleno.',
  },
  {
    locale: 'es',
    ratings: [4, 5, 3, 4, 4, 4],
    text: 'Casa preciosa y muy limpia. Una de las habitaciones es más pequeña de lo que parece en las fotos, así que si viajas con niños conviene preguntar por la distribución antes. Por lo demás, de diez.',
  },
  {
    locale: 'es',
    ratings: [5, 5, 5, 5, 4, 5],
    text: 'Llegamos de noche y nos esperaban con toallas frías y un recorrido por la casa. Todo funcionaba, todo estaba limpio y la compra que habíamos encargado ya estaba en la nevera. Así da gusto.',
  },
  {
    locale: 'es',
    ratings: [5, 5, 5, 5, 5, 4],
    text: 'Los niños pasaron el día entero en la piscina y las tardes jugando al fútbol en el césped. El personal les enseñó a hacer tostones. Las mejores vacaciones en familia que recordamos.',
  },
  {
    locale: 'es',
    ratings: [4, 4, 4, 4, 4, 4],
    text: 'Villa muy cómoda y un equipo amable y profesional. Sin grandes sorpresas, simplemente todo funcionó, que era justo lo que necesitábamos después de un año complicado.',
  },
  {
    locale: 'es',
    ratings: [5, 5, 5, 5, 5, 5],
    text: 'Diseño espectacular, mucha luz natural y el sonido del mar en cada habitación. Nos sentimos cuidados de principio a fin. Repetiremos sin duda.',
  },
  {
    locale: 'es',
    ratings: [5, 5, 4, 5, 5, 5],
    text: 'Hicimos un pequeño retiro de trabajo y el comedor sirvió de sala de reuniones. Internet estable, silencio y el almuerzo servido puntual cada día. Mañanas productivas y tardes de playa.',
  },
  {
    locale: 'es',
    ratings: [4, 4, 4, 5, 4, 4],
    text: 'El traslado desde el aeropuerto llegó con algo de retraso, pero a partir de ahí todo fue sobre ruedas. La noche de langosta del chef fue lo mejor del viaje.',
  },
  {
    locale: 'es',
    ratings: [5, 5, 5, 5, 5, 5],
    text: 'Reservar, pagar, llegar, disfrutar. No tuvimos que preocuparnos por nada en toda la semana, y de eso se trata. Mil gracias al equipo de la casa.',
  },
  {
    locale: 'es',
    ratings: [5, 5, 5, 4, 5, 5],
    text: 'El carrito de golf hizo facilísimo ir al club de playa. Sábanas cambiadas a diario y un personal que recordaba cada pequeña preferencia. Una experiencia de cinco estrellas.',
  },
  {
    locale: 'es',
    ratings: [4, 4, 4, 4, 4, 5],
    text: 'Buena relación calidad-precio para un grupo grande: repartido entre cuatro parejas salía más económico que un hotel y con muchísima más privacidad. La cocinera, un encanto.',
  },
  {
    locale: 'es',
    ratings: [5, 5, 5, 5, 5, 4],
    text: 'Celebramos la boda civil de mi hermana en el jardín y el equipo se encargó de flores, sillas, música y cena para treinta personas. Todo salió perfecto y sin estrés.',
  },
];

/** The owner's public replies, in the review's language. */
export const REPLIES: Record<'en' | 'es', string[]> = {
  en: [
    'Thank you so much for staying with us and for such kind words. The team loved having your family here; we hope to welcome you back soon.',
    'We are so glad the week worked for your group. Thank you for looking after the house as if it were your own. See you next winter!',
  ],
  es: [
    '¡Muchas gracias por elegir nuestra casa y por tus palabras! Al equipo le encantó recibirlos. Aquí los esperamos para la próxima.',
    'Gracias por tu reseña y por cuidar la casa como si fuera tuya. Nos alegra mucho que la semana saliera tan bien.',
  ],
};

/** The review waiting for moderation: a stay that ended two days ago. */
export const PENDING_REVIEW: ReviewTextSeed = {
  locale: 'en',
  ratings: [4, 4, 4, 5, 4, 4],
  text: 'Just got home and already miss the place. The house is lovely and the staff were wonderful with our kids. The only hiccup was a delayed airport pickup on arrival day, which the concierge made up for with a complimentary dinner.',
};
