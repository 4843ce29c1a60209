import { z } from 'zod';
import { freeText } from '../core/text';
import { GROCERY_LINE_NOTE_MAX, GROCERY_MAX_LINES, GROCERY_MAX_QUANTITY, GROCERY_ORDER_NOTE_MAX } from './grocery-rules';

export const groceryLineInputSchema = z.object({
  item_id: z.coerce.number().int().positive().describe('A grocery item’s id (GET /v1/groceries); it must be active.'),
  quantity: z.coerce.number().int().min(1).max(GROCERY_MAX_QUANTITY).describe(`1–${GROCERY_MAX_QUANTITY} units.`),
  note: freeText(GROCERY_LINE_NOTE_MAX).optional().describe('E.g. “ripe”, “peeled”.'),
});

/** PUT /v1/account/trips/{id}/groceries: the whole list, replacing the saved one. */
export const saveGroceryOrderSchema = z
  .object({
    lines: z.array(groceryLineInputSchema).max(GROCERY_MAX_LINES).describe(`At most ${GROCERY_MAX_LINES} lines, one per item.`),
    note: freeText(GROCERY_ORDER_NOTE_MAX).optional().describe('A note for the concierge about the whole list.'),
    submit: z
      .boolean()
      .optional()
      .describe('true: submit the list (its estimate goes on the bill). A list once submitted stays submitted.'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<number>();
    value.lines.forEach((line, index) => {
      if (seen.has(line.item_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'item_id'],
          params: { messageKey: 'groceries.errors.duplicate_item' },
        });
      }
      seen.add(line.item_id);
    });
  });

export type SaveGroceryOrderInput = z.output<typeof saveGroceryOrderSchema>;
