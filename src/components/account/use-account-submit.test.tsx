// @vitest-environment happy-dom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/components/ui/api-client';
import { NewPasswordFields } from '@/components/ui/form-parts';
import { useAccountSubmit } from './use-account-submit';

afterEach(cleanup);

function passwords(password: string, confirmation: string) {
  const form = new FormData();
  form.set('password', password);
  form.set('password_confirmation', confirmation);
  return form;
}

/** A password form on the hook: the confirmation is checked before anything is sent. */
function PasswordForm() {
  const s = useAccountSubmit('Offline');
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        s.confirmedPassword(new FormData(e.currentTarget), 'They differ');
      }}
    >
      <NewPasswordFields idPrefix="p" labels={{ password: 'Password', hint: '8 or more', confirmation: 'Confirm' }} errors={s.fields} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useAccountSubmit', () => {
  it('a refused submit (here the form’s own check) focuses the field that says why, keeping what was typed', async () => {
    HTMLElement.prototype.scrollIntoView = () => {};
    render(<PasswordForm />);
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm'), 'long-enough-2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = screen.getByLabelText('Confirm');
    expect(document.activeElement).toBe(confirm);
    expect(screen.getByTestId('p-password-confirmation-error').textContent).toBe('They differ');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('long-enough-1');
  });

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
