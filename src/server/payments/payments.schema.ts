import { z } from 'zod';

export const startPaymentSchema = z.strictObject({
  method: z.enum(['card', 'bank_transfer']),
  scope: z.enum(['next', 'balance']),
});
export type StartPaymentInput = z.output<typeof startPaymentSchema>;

export const demoConfirmSchema = z.union([
  z.strictObject({
    card_number: z
      .string()
      .trim()
      .min(12)
      .max(23)
      .regex(/^[\d\s-]+$/),
    exp: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/),
    name: z.string().trim().min(1).max(120),
  }),
  z.strictObject({ authenticate: z.enum(['approve', 'fail']) }),
]);
export type DemoConfirmInput = z.output<typeof demoConfirmSchema>;
