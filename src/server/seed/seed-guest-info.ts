import type { Orm } from '../db/open';
import { propertyGuestInfo } from '../db/schema/owners';
import type { PropertySeed } from './data/properties';
import { intBetween, seededRandom } from './prng';
import { overwriteExcept } from './upsert';

/**
 * The private guest information of every demo villa (issue 16: what the guestbook's instructions
 * show): arrival directions from the nearest airport, wifi, a door code, a house manual and
 * emergency contacts, in English and Spanish. Deterministic per villa (its slug seeds the
 * choices), and an upsert that leaves exactly the seeded values on a re-run.
 */

interface Place {
  airportEn: string;
  airportEs: string;
  minutes: number;
  landmarkEn: string;
  landmarkEs: string;
  emergency: string;
  hospital: string;
}

const DR = { emergency: '911 · POLITUR +1 809 200 3500' };
const PLACES: Record<string, Place> = {
  'punta-cana': {
    airportEn: 'Punta Cana International Airport (PUJ)',
    airportEs: 'el Aeropuerto Internacional de Punta Cana (PUJ)',
    minutes: 20,
    landmarkEn: 'the Bávaro roundabout',
    landmarkEs: 'la rotonda de Bávaro',
    emergency: DR.emergency,
    hospital: 'Hospiten Bávaro +1 809 686 1414',
  },
  'cap-cana': {
    airportEn: 'Punta Cana International Airport (PUJ)',
    airportEs: 'el Aeropuerto Internacional de Punta Cana (PUJ)',
    minutes: 15,
    landmarkEn: 'the Cap Cana main gate',
    landmarkEs: 'la entrada principal de Cap Cana',
    emergency: DR.emergency,
    hospital: 'Hospiten Bávaro +1 809 686 1414',
  },
  'casa-de-campo': {
    airportEn: 'La Romana International Airport (LRM)',
    airportEs: 'el Aeropuerto Internacional de La Romana (LRM)',
    minutes: 10,
    landmarkEn: 'the Casa de Campo main gate',
    landmarkEs: 'la entrada principal de Casa de Campo',
    emergency: DR.emergency,
    hospital: 'Centro Médico Central Romana +1 809 523 3333',
  },
  'la-romana': {
    airportEn: 'La Romana International Airport (LRM)',
    airportEs: 'el Aeropuerto Internacional de La Romana (LRM)',
    minutes: 15,
    landmarkEn: 'the Bayahíbe road junction',
    landmarkEs: 'el cruce de la carretera de Bayahíbe',
    emergency: DR.emergency,
    hospital: 'Centro Médico Central Romana +1 809 523 3333',
  },
  'las-terrenas': {
    airportEn: 'El Catey International Airport (AZS)',
    airportEs: 'el Aeropuerto Internacional El Catey (AZS)',
    minutes: 35,
    landmarkEn: 'the Las Terrenas cemetery roundabout',
    landmarkEs: 'la rotonda del cementerio de Las Terrenas',
    emergency: DR.emergency,
    hospital: 'Centro Médico Internacional Las Terrenas +1 809 240 6000',
  },
  'puerto-plata': {
    airportEn: 'Gregorio Luperón International Airport (POP)',
    airportEs: 'el Aeropuerto Internacional Gregorio Luperón (POP)',
    minutes: 20,
    landmarkEn: 'the Playa Dorada entrance',
    landmarkEs: 'la entrada de Playa Dorada',
    emergency: DR.emergency,
    hospital: 'Clínica Bournigal +1 809 586 2342',
  },
  cabarete: {
    airportEn: 'Gregorio Luperón International Airport (POP)',
    airportEs: 'el Aeropuerto Internacional Gregorio Luperón (POP)',
    minutes: 25,
    landmarkEn: 'the Cabarete church',
    landmarkEs: 'la iglesia de Cabarete',
    emergency: DR.emergency,
    hospital: 'Servi-Med Cabarete +1 809 571 0964',
  },
  providenciales: {
    airportEn: 'Providenciales International Airport (PLS)',
    airportEs: 'el Aeropuerto Internacional de Providenciales (PLS)',
    minutes: 15,
    landmarkEn: 'the Leeward Highway roundabout',
    landmarkEs: 'la rotonda de Leeward Highway',
    emergency: '911',
    hospital: 'Cheshire Hall Medical Centre +1 649 941 2800',
  },
  'saint-james': {
    airportEn: 'Grantley Adams International Airport (BGI)',
    airportEs: 'el Aeropuerto Internacional Grantley Adams (BGI)',
    minutes: 40,
    landmarkEn: 'the Holetown roundabout',
    landmarkEs: 'la rotonda de Holetown',
    emergency: '211 · 511',
    hospital: 'Sandy Crest Medical Centre +1 246 419 4911',
  },
  tulum: {
    airportEn: 'Tulum International Airport (TQO)',
    airportEs: 'el Aeropuerto Internacional de Tulum (TQO)',
    minutes: 30,
    landmarkEn: 'the Tulum beach road junction',
    landmarkEs: 'el cruce de la carretera de la playa de Tulum',
    emergency: '911',
    hospital: 'Hospiten Riviera Maya +52 984 803 1002',
  },
  'los-cabos': {
    airportEn: 'Los Cabos International Airport (SJD)',
    airportEs: 'el Aeropuerto Internacional de Los Cabos (SJD)',
    minutes: 35,
    landmarkEn: 'the Palmilla overpass',
    landmarkEs: 'el paso elevado de Palmilla',
    emergency: '911',
    hospital: 'H+ Los Cabos +52 624 104 9300',
  },
  'punta-mita': {
    airportEn: 'Puerto Vallarta International Airport (PVR)',
    airportEs: 'el Aeropuerto Internacional de Puerto Vallarta (PVR)',
    minutes: 45,
    landmarkEn: 'the Punta Mita main gate',
    landmarkEs: 'la entrada principal de Punta Mita',
    emergency: '911',
    hospital: 'Hospital CMQ Riviera Nayarit +52 329 298 0667',
  },
};

const GATE_EN = [
  'a white gate with a bronze plaque',
  'a carved wooden gate under a bougainvillea arch',
  'a stone wall with a teal door',
  'twin coral-stone pillars',
];
const GATE_ES = [
  'un portón blanco con una placa de bronce',
  'un portón de madera tallada bajo un arco de buganvilla',
  'un muro de piedra con una puerta turquesa',
  'dos columnas de piedra coralina',
];
const WORDS = ['Brisa', 'Palma', 'Coral', 'Marea', 'Sol', 'Arena', 'Ola', 'Luna'];

function guestInfoFor(villa: PropertySeed) {
  const rand = seededRandom(`guest-info:${villa.slug}`);
  const place = PLACES[villa.state] ?? PLACES['punta-cana'];
  if (!place) throw new Error('seed: no places');
  const gate = intBetween(rand, 0, GATE_EN.length - 1);
  const turn = intBetween(rand, 0, 3);
  const manager = ['Carmen', 'Rafael', 'Yolanda', 'Miguel', 'Lucía', 'Andrés'][intBetween(rand, 0, 5)] ?? 'Carmen';
  const phone = `+1 809 ${intBetween(rand, 200, 999)} ${String(intBetween(rand, 0, 9999)).padStart(4, '0')}`;
  const word = WORDS[intBetween(rand, 0, WORDS.length - 1)] ?? 'Brisa';
  const short =
    villa.name
      .replace(/^Villa\s+/i, '')
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 10) || 'Alma';
  const doorCode = String(intBetween(rand, 100_000, 999_999));
  const poolHeater = rand() < 0.5;
  const minutes = place.minutes + intBetween(rand, -5, 10);
  return {
    arrivalEn: `From ${place.airportEn} the drive takes about ${minutes} minutes. Follow the signs to ${place.landmarkEn}, then take the ${['second', 'third', 'fourth', 'fifth'][turn]} turn on the right. ${villa.name} is behind ${GATE_EN[gate]}; park inside the gate. ${manager}, the villa manager, can meet you on arrival if you tell your concierge your arrival time.`,
    arrivalEs: `Desde ${place.airportEs} el trayecto dura unos ${minutes} minutos. Sigue las indicaciones hacia ${place.landmarkEs} y toma la ${['segunda', 'tercera', 'cuarta', 'quinta'][turn]} salida a la derecha. ${villa.name} está detrás de ${GATE_ES[gate]}; aparca dentro del portón. ${manager}, la persona que gestiona la villa, puede recibirte si indicas tu hora de llegada a tu concierge.`,
    wifiName: `${short}-${word}`,
    wifiPassword: `${word.toLowerCase()}-${short.toLowerCase()}-${intBetween(rand, 1000, 9999)}`,
    doorCode,
    houseManualEn: [
      `Air conditioning: each bedroom has its own remote on the nightstand; please switch it off when the terrace doors are open.`,
      poolHeater
        ? 'Pool: the heater panel is in the pump room by the garden; ask your concierge before changing its setting.'
        : 'Pool: it is cleaned every morning before 9:00; towels are in the cabana chest.',
      'Water: tap water is not for drinking; filtered water is in the kitchen dispenser.',
      `Rubbish: bins are collected at the gate on ${rand() < 0.5 ? 'Monday and Thursday' : 'Tuesday and Friday'} mornings.`,
      'Check-out: leave the keys and remotes on the kitchen island and lock the front door behind you.',
    ].join('\n'),
    houseManualEs: [
      'Aire acondicionado: cada dormitorio tiene su mando en la mesita de noche; apágalo cuando las puertas de la terraza estén abiertas.',
      poolHeater
        ? 'Piscina: el panel del calentador está en el cuarto de bombas junto al jardín; consulta a tu concierge antes de cambiar su ajuste.'
        : 'Piscina: se limpia cada mañana antes de las 9:00; las toallas están en el arcón de la cabaña.',
      'Agua: el agua del grifo no es potable; hay agua filtrada en el dispensador de la cocina.',
      `Basura: los contenedores se recogen en el portón los ${rand() < 0.5 ? 'lunes y jueves' : 'martes y viernes'} por la mañana.`,
      'Salida: deja las llaves y los mandos en la isla de la cocina y cierra la puerta principal al salir.',
    ].join('\n'),
    emergencyContactsEn: [
      `Emergencies: ${place.emergency}`,
      `Nearest hospital: ${place.hospital}`,
      `Villa manager (${manager}): ${phone}`,
      'Alma Villas concierge, 24 hours: +1 809 555 0142',
    ].join('\n'),
    emergencyContactsEs: [
      `Emergencias: ${place.emergency}`,
      `Hospital más cercano: ${place.hospital}`,
      `Gestión de la villa (${manager}): ${phone}`,
      'Concierge de Alma Villas, 24 horas: +1 809 555 0142',
    ].join('\n'),
  };
}

export async function seedGuestInfo(orm: Orm, villas: readonly PropertySeed[], propertyIds: ReadonlyMap<string, number>): Promise<void> {
  const values = villas.flatMap((villa) => {
    const propertyId = propertyIds.get(villa.slug);
    return propertyId === undefined ? [] : [{ propertyId, ...guestInfoFor(villa), updatedByUserId: null }];
  });
  if (values.length === 0) return;
  await orm
    .insert(propertyGuestInfo)
    .values(values)
    .onConflictDoUpdate({ target: propertyGuestInfo.propertyId, set: overwriteExcept(propertyGuestInfo, ['propertyId', 'updatedAt']) });
}
