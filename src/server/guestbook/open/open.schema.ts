import { z } from 'zod';
import { CONFIRMATION_NUMBER_PATTERN } from '../../booking/confirmation-number';

/** POST /v1/guestbook/open: a well-formed confirmation number and the lead guest's last name. */
export const openGuestbookInput = z.object({
  confirmation_number: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .transform((value) => value.toUpperCase())
    .refine((value) => CONFIRMATION_NUMBER_PATTERN.test(value), { params: { messageKey: 'guestbook.errors.malformed_number' } }),
  last_name: z.string().trim().min(1).max(120),
});
export type OpenGuestbookInput = z.infer<typeof openGuestbookInput>;
