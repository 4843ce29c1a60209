import { inArray } from 'drizzle-orm';
import type { Orm } from '../db/open';
import { reservations } from '../db/schema/booking';
import { DEMO_USERS, type DemoUserKey, seedConciergeAssignments } from './seed-accounts';
import { type Stay, seedReservations } from './seed-bookings';
import { idOf, propertiesIn } from './seed-catalog';
import { seedLedgers } from './seed-ledgers';

/** The north coast's trips, another guest's: two requests waiting for a concierge and one accepted, awaiting its deposit. */
const NORTH_STAYS: Stay[] = [
  { from: 21, nights: 5, status: 'requested', guests: 4 },
  { from: 45, nights: 7, status: 'awaiting_payment', guests: 6 },
  { from: 90, nights: 4, status: 'requested', guests: 2 },
];
const NORTH_STATES = ['las-terrenas', 'puerto-plata'];

/**
 * The concierge desk's demo (issue 14): a second destination with its own destination manager and
 * trips, the country's manager over the whole Dominican Republic, and who runs which trip (the
 * demo guest's current and upcoming stays are the demo concierge's; the north's accepted one its
 * manager's; the requests wait unassigned). Returns the north's confirmation numbers.
 */
export async function seedDesk(
  orm: Orm,
  refs: { states: Map<string, number>; countryId: number; users: Map<DemoUserKey, number>; demoTrips: string[]; today: string },
): Promise<string[]> {
  const user = (key: DemoUserKey) => {
    const id = refs.users.get(key);
    if (id === undefined) throw new Error(`seed: demo user ${key} missing`);
    return id;
  };
  const north = NORTH_STATES.map((s) => idOf(refs.states, s));
  await seedConciergeAssignments(orm, user('northConcierge'), refs.countryId, north);
  await seedConciergeAssignments(orm, user('countryManager'), refs.countryId, [null]);

  const guest = DEMO_USERS.find((u) => u.key === 'northGuest');
  if (!guest) throw new Error('seed: the north guest is missing');
  const [firstName = '', ...rest] = guest.name.split(' ');
  const lead = { firstName, lastName: rest.join(' '), email: guest.email, phone: guest.phone };
  const villas = (await propertiesIn(orm, north)).slice(0, NORTH_STAYS.length);
  const numbers = await seedReservations(orm, user('northGuest'), lead, villas, refs.today, { plan: NORTH_STAYS, key: 'desk' });
  await seedLedgers(orm, numbers, refs.today, { unpaid: true });

  const assign = async (conciergeId: number | null, confirmationNumbers: string[]) => {
    if (confirmationNumbers.length)
      await orm
        .update(reservations)
        .set({ assignedConciergeId: conciergeId })
        .where(inArray(reservations.confirmationNumber, confirmationNumbers));
  };
  const [, current, upcoming, request] = refs.demoTrips;
  await assign(
    user('concierge'),
    [current, upcoming].filter((n): n is string => n !== undefined),
  );
  await assign(
    null,
    [request, numbers[0], numbers[2]].filter((n): n is string => n !== undefined),
  );
  await assign(user('northConcierge'), numbers[1] ? [numbers[1]] : []);
  return numbers;
}
