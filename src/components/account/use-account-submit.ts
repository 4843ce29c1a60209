'use client';

import { useState } from 'react';
import { ApiError, toApiError } from '@/components/ui/api-client';
import { useFocusFirstInvalid } from '@/components/ui/focus-invalid';
import { useTransientError } from './use-transient-error';

/**
 * The account pages' submit (login, signup, recovery, reset, invitation, profile, password): busy
 * while its steps run; a failure shows the server's sentence and its per-field messages. `transient`:
 * the sentence clears after ERROR_DISPLAY_MS (SPEC §8, login and signup). The steps may resolve to a
 * sentence for `notice`, or to `'leaving'` when the page is being left (the button stays busy).
 */
export function useAccountSubmit(network: string, { transient = false }: { transient?: boolean } = {}) {
  const [transientError, showTransient] = useTransientError();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  useFocusFirstInvalid(fields);

  function fail(error: ApiError | null) {
    if (transient) showTransient(error?.message ?? null);
    else setFailure(error);
    setFields(error?.fields ?? {});
  }

  /**
   * The new password once its confirmation agrees; otherwise null, and the mismatch is said beside the
   * confirmation (`sentence`: above the form too), and nothing is to be sent.
   */
  function confirmedPassword(form: FormData, message: string, { sentence = false }: { sentence?: boolean } = {}): string | null {
    const password = String(form.get('password') ?? '');
    if (password === String(form.get('password_confirmation') ?? '')) return password;
    setNotice(null);
    if (transient) showTransient(sentence ? message : null);
    else setFailure(sentence ? new ApiError(422, 'validation_failed', message) : null);
    setFields({ password_confirmation: message });
    return null;
  }

  async function submit(steps: () => Promise<string | undefined>): Promise<boolean> {
    setBusy(true);
    setNotice(null);
    fail(null);
    try {
      const outcome = await steps();
      if (outcome === 'leaving') return true;
      if (outcome) setNotice(outcome);
      setBusy(false);
      return true;
    } catch (err) {
      fail(toApiError(err, network));
      setBusy(false);
      return false;
    }
  }

  return {
    busy,
    fields,
    notice,
    error: transient ? transientError : (failure?.message ?? null),
    code: failure?.code ?? null,
    confirmedPassword,
    submit,
  };
}
