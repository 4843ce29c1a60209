'use client';

import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { Role } from '@/lib/roles';
import { FormNotice } from '@/components/ui/form-parts';
import { afterLogin } from './after-login';
import { DelayedRedirect } from './delayed-redirect';

/** The notice shown once the account is signed in, and the full load of its home after REDIRECT_DELAY_MS. */
export function RedirectNotice({ message, href }: { message: string; href: string }) {
  return (
    <FormNotice message={message}>
      <DelayedRedirect href={href} />
    </FormNotice>
  );
}

/**
 * After a login or a signup: the SPEC §4 steps (profile, favourites), then the welcome of the role
 * (or of `next`) and its redirect. `welcome()` is the submit's last step; `notice` replaces the form.
 */
export function useWelcome(locale: Locale, next: string | null, labels: { network: string; welcome: Record<Role | 'next', string> }) {
  const [done, setDone] = useState<{ message: string; target: string } | null>(null);
  async function welcome() {
    const { profile, target } = await afterLogin(locale, next, labels.network);
    setDone({ message: next ? labels.welcome.next : labels.welcome[profile.role], target });
    return 'leaving' as const;
  }
  return { welcome, notice: done ? <RedirectNotice message={done.message} href={done.target} /> : null };
}
