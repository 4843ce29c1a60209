/** The attributes of the account pages' recurring inputs (the server checks the same limits). */
export const INPUTS = {
  name: { name: 'name', autoComplete: 'name', maxLength: 120 },
  phone: { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: 40 },
  currentPassword: { type: 'password', autoComplete: 'current-password', required: true },
} as const;

/** A form's words for NewPasswordFields. */
export const newPasswordLabels = (l: { password: string; passwordHint: string; confirmation: string }) => ({
  password: l.password,
  hint: l.passwordHint,
  confirmation: l.confirmation,
});
