// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/components/ui/api-client';
import { useAccountSubmit } from './use-account-submit';

afterEach(cleanup);

function passwords(password: string, confirmation: string) {
  const form = new FormData();
  form.set('password', password);
  form.set('password_confirmation', confirmation);
  return form;
}

describe('useAccountSubmit', () => {
  it('keeps the notice of a success and leaves busy off', async () => {
    const { result } = renderHook(() => useAccountSubmit('Offline'));
    await act(async () => {
      expect(await result.current.submit(async () => 'Saved')).toBe(true);
    });
    expect(result.current).toMatchObject({ busy: false, notice: 'Saved', error: null, fields: {} });
  });

  it('shows the server sentence, its code and fields; a thrown fetch is the network sentence', async () => {
    const { result } = renderHook(() => useAccountSubmit('Offline'));
    await act(async () => {
      await result.current.submit(async () => {
        throw new ApiError(422, 'invalid_reset_token', 'Expired link', { password: 'Too short' });
      });
    });
    expect(result.current).toMatchObject({
      busy: false,
      error: 'Expired link',
      code: 'invalid_reset_token',
      fields: { password: 'Too short' },
    });
    await act(async () => {
      await result.current.submit(async () => {
        throw new TypeError('fetch failed');
      });
    });
    expect(result.current.error).toBe('Offline');
  });

  it('stays busy while the page is being left', async () => {
    const { result } = renderHook(() => useAccountSubmit('Offline'));
    await act(async () => {
      await result.current.submit(async () => 'leaving');
    });
    expect(result.current.busy).toBe(true);
  });

  it('says a mismatched confirmation beside it (and above the form when asked)', () => {
    const { result } = renderHook(() => useAccountSubmit('Offline'));
    let password: string | null = '';
    act(() => {
      password = result.current.confirmedPassword(passwords('a', 'b'), 'They differ');
    });
    expect(password).toBeNull();
    expect(result.current).toMatchObject({ error: null, fields: { password_confirmation: 'They differ' } });
    act(() => {
      result.current.confirmedPassword(passwords('a', 'b'), 'They differ', { sentence: true });
    });
    expect(result.current.error).toBe('They differ');
    expect(result.current.confirmedPassword(passwords('a', 'a'), 'They differ')).toBe('a');
  });
});
