import 'server-only';
import { sql } from 'drizzle-orm';
import { type Actor, isAdministrator, isConcierge, isPropertyOwner, requireUserWith } from '../../access/actor';
import type { ServiceContext } from '../../access/context';
import { recordChange } from '../../admin/audit-change';
import { rows } from '../../db/raw';
import { propertyGuestInfo } from '../../db/schema/owners';
import { notFound } from '../../core/errors';
import { conciergeScopeOfP, requireOwnedProperty } from '../owner-scope';
import type { GuestInfoInput } from './listing.schema';
import type { GuestInfo } from './listing.types';
import { inTransaction } from '../../db/transaction';

/** Who may read a villa's guest information at all: its owners (and administrators), and concierges. */
export const canReadGuestInfo = (actor: Actor): boolean => isPropertyOwner(actor) || isAdministrator(actor) || isConcierge(actor);

export function requireGuestInfoReader(actor: Actor) {
  return requireUserWith(actor, canReadGuestInfo);
}

const EMPTY: Omit<GuestInfo, 'updated_at'> = {
  arrival_en: '',
  arrival_es: '',
  wifi_name: '',
  wifi_password: '',
  door_code: '',
  house_manual_en: '',
  house_manual_es: '',
  emergency_contacts_en: '',
  emergency_contacts_es: '',
};

/** A villa's guest information with no actor check: for callers that decided already (the guestbook's access rule, its preview). */
export async function readGuestInfo(ctx: Pick<ServiceContext, 'orm'>, propertyId: number): Promise<GuestInfo> {
  const [row] = await rows<GuestInfo>(
    ctx.orm,
    sql`select arrival_en, arrival_es, wifi_name, wifi_password, door_code, house_manual_en, house_manual_es,
        emergency_contacts_en, emergency_contacts_es, updated_at::text as updated_at
      from property_guest_info where property_id = ${propertyId}`,
  );
  return row ? { ...row, updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null } : { ...EMPTY, updated_at: null };
}

/**
 * A villa's private guest information (door code, wifi…): its owner's, and readable by the
 * concierges of its destination. Another owner's villa, or one outside the concierge's scope: 404.
 * Never part of a public page or answer.
 */
export async function getGuestInfo(ctx: ServiceContext, propertyId: number): Promise<GuestInfo> {
  requireGuestInfoReader(ctx.actor);
  if (isPropertyOwner(ctx.actor) || isAdministrator(ctx.actor)) {
    const owned = await requireOwnedProperty(ctx, propertyId);
    return readGuestInfo(ctx, owned.id);
  }
  if (!Number.isSafeInteger(propertyId) || propertyId <= 0) throw notFound();
  const [inScope] = await rows<{ id: number }>(
    ctx.orm,
    sql`select p.id from properties p where p.id = ${propertyId} and ${conciergeScopeOfP(ctx.actor)}`,
  );
  if (!inScope) throw notFound();
  return readGuestInfo(ctx, inScope.id);
}

/** Saves the villa's guest information (the owner's only). Private: no public page changes, so no listingChanged. */
export async function saveGuestInfo(ctx: ServiceContext, propertyId: number, input: GuestInfoInput): Promise<GuestInfo> {
  const owned = await requireOwnedProperty(ctx, propertyId);
  const actorId = ctx.actor.kind === 'user' ? ctx.actor.userId : null;
  const values = {
    arrivalEn: input.arrival_en,
    arrivalEs: input.arrival_es,
    wifiName: input.wifi_name,
    wifiPassword: input.wifi_password,
    doorCode: input.door_code,
    houseManualEn: input.house_manual_en,
    houseManualEs: input.house_manual_es,
    emergencyContactsEn: input.emergency_contacts_en,
    emergencyContactsEs: input.emergency_contacts_es,
    updatedAt: ctx.now,
    updatedByUserId: actorId,
  };
  return inTransaction(ctx.orm, async (tx) => {
    const txCtx = { ...ctx, orm: tx };
    const before = await readGuestInfo(txCtx, owned.id);
    await txCtx.orm
      .insert(propertyGuestInfo)
      .values({ propertyId: owned.id, ...values })
      .onConflictDoUpdate({ target: propertyGuestInfo.propertyId, set: values });
    const after = await readGuestInfo(txCtx, owned.id);
    await recordChange(txCtx.orm, ctx, {
      action: 'property.guest_info',
      objectType: 'property',
      objectId: owned.id,
      propertyId: owned.id,
      before: { ...before },
      after: { ...after },
      ignore: ['updated_at'],
      // The line says the code or password changed, never what it is.
      redact: ['wifi_password', 'door_code'],
    });
    return after;
  });
}
