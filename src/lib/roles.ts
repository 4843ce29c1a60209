/** SPEC §4: the user type, from the profile's group codes. Shared by server guards and the browser. */
export type Role = 'user' | 'concierge' | 'owner';
export type UserType = Role | 'visit';

export const CONCIERGE_GROUPS = ['hbl-concierge', 'hbl-destination-manager', 'hbl-country-manager'] as const;
export const OWNER_GROUPS = ['hbl-broker', 'hbl-owners', 'hbl-administrators', 'hbl-brokers', 'hbl-reps'] as const;

/** Concierge codes win over owner codes (SPEC §4 lists them first). */
export function roleFromGroups(codes: readonly string[]): Role {
  if (codes.some((c) => (CONCIERGE_GROUPS as readonly string[]).includes(c))) return 'concierge';
  if (codes.some((c) => (OWNER_GROUPS as readonly string[]).includes(c))) return 'owner';
  return 'user';
}

/** SPEC §4: where each role lands after login or register (after 1 s). */
export const ROLE_HOME: Record<Role, string> = {
  user: '/user/trips',
  concierge: '/concierges/reservations',
  owner: '/broker',
};

/** SPEC §9: the delay before a role redirect, and how long a login or signup error stays. */
export const REDIRECT_DELAY_MS = 1000;
export const ERROR_DISPLAY_MS = 3000;
