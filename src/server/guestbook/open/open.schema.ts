import { z } from 'zod';

/** POST /v1/guestbook/open: a confirmation number and the lead guest's last name. */
export const openGuestbookInput = z.object({
  confirmation_number: z.string().trim().min(1).max(32),
  last_name: z.string().trim().min(1).max(120),
});
export type OpenGuestbookInput = z.infer<typeof openGuestbookInput>;
