import { conciergeAssignments } from '@/server/db/schema/accounts';
import type { Orm } from '@/server/db/open';
import { createCountry, createMember, createProperty, createState } from './factories';

/**
 * The people and villas of the earnings tests: an owner with two villas in one state, another owner
 * in another state, an administrator, a concierge of the first state and one of the second.
 */
export async function earningsWorld(orm: Orm) {
  const country = await createCountry(orm);
  const state = await createState(orm, country.id);
  const elsewhere = await createState(orm, country.id);
  const owner = await createMember(orm, 'hbl-owners');
  const otherOwner = await createMember(orm, 'hbl-owners');
  const admin = await createMember(orm, 'hbl-administrators');
  const concierge = await createMember(orm, 'hbl-concierge');
  const farConcierge = await createMember(orm, 'hbl-concierge');
  const guest = await createMember(orm);
  await orm.insert(conciergeAssignments).values([
    { userId: concierge.user.id, countryId: country.id, stateId: state.id },
    { userId: farConcierge.user.id, countryId: country.id, stateId: elsewhere.id },
  ]);
  const place = { countryId: country.id, stateId: state.id };
  const villa = await createProperty(orm, place, { ownerId: owner.user.id, commissionBps: 1500 });
  const villa2 = await createProperty(orm, place, { ownerId: owner.user.id, commissionBps: 1000 });
  const otherVilla = await createProperty(orm, { countryId: country.id, stateId: elsewhere.id }, { ownerId: otherOwner.user.id });
  return { owner, otherOwner, admin, concierge, farConcierge, guest, villa, villa2, otherVilla };
}
