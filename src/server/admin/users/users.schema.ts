import { z } from 'zod';
import { nameText } from '@/server/core/text';
import { EMAIL_MAX, emailInput, NAME_MAX, newPassword, PASSWORD_MAX } from '@/server/accounts/accounts.schema';

/** SPEC §4's group codes, the only ones an administrator may give (the `groups` table holds them). */
export const GROUP_CODES = [
  'hbl-concierge',
  'hbl-destination-manager',
  'hbl-country-manager',
  'hbl-broker',
  'hbl-owners',
  'hbl-administrators',
  'hbl-brokers',
  'hbl-reps',
] as const;

/** Display names of the groups, for a `groups` row created on first use. */
export const GROUP_NAMES: Record<(typeof GROUP_CODES)[number], string> = {
  'hbl-concierge': 'Concierge',
  'hbl-destination-manager': 'Destination manager',
  'hbl-country-manager': 'Country manager',
  'hbl-broker': 'Broker',
  'hbl-owners': 'Owners',
  'hbl-administrators': 'Administrators',
  'hbl-brokers': 'Brokers',
  'hbl-reps': 'Representatives',
};

export const USER_ROLES = ['user', 'concierge', 'owner', 'admin'] as const;
export type UserRoleFilter = (typeof USER_ROLES)[number];

const msg = (key: string) => ({ params: { messageKey: `adminUsers.errors.${key}` } });

export const listUsersQuery = z.object({
  q: z.string().trim().max(200).optional(),
  role: z.enum(USER_ROLES).optional(),
  disabled: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type ListUsersQuery = z.output<typeof listUsersQuery>;

const groupList = z.array(z.string().trim().min(1).max(60)).max(20);

export const patchUserInput = z
  .object({ groups: groupList.optional(), disabled: z.boolean().optional() })
  .strict()
  .refine((v) => v.groups !== undefined || v.disabled !== undefined, { path: ['_'], ...msg('nothing_to_change') });
export type PatchUserInput = z.output<typeof patchUserInput>;

const idList = z.array(z.number().int().min(1).max(2_147_483_647)).max(500);
export const scopesInput = z.object({ states: idList, countries: idList }).strict();
export type ScopesInput = z.output<typeof scopesInput>;

export const invitationInput = z
  .object({
    email: emailInput.pipe(z.string().max(EMAIL_MAX)),
    name: nameText(NAME_MAX, { min: 0 }).optional(),
    groups: groupList.refine((groups) => groups.length > 0, msg('groups_required')),
    locale: z.enum(['en', 'es']),
  })
  .strict();
export type InvitationInput = z.output<typeof invitationInput>;

export const acceptInvitationInput = z
  .object({
    name: nameText(NAME_MAX),
    password: newPassword,
    password_confirmation: z.string().max(PASSWORD_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], params: { messageKey: 'accounts.errors.password_mismatch' } });
  });
export type AcceptInvitationInput = z.output<typeof acceptInvitationInput>;
