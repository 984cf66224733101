import * as z from 'zod';
import { BoundCardSchema } from './bind-bank/bound-card.ts';
import { FormItemSchema, seedFormItems } from './bind-bank/form-items.ts';
import { defineSlice } from './slice.ts';

/** The bind-bank group's state: the form items per card type and channel, and the bound accounts. */
export const BindBankSliceSchema = z.object({
  items: z.array(FormItemSchema),
  boundCards: z.array(BoundCardSchema),
  nextCardNumber: z.int(),
});
export type BindBankSlice = z.infer<typeof BindBankSliceSchema>;

export const bindBankSlice = defineSlice({
  schema: BindBankSliceSchema,
  seed: ({ faker }): BindBankSlice => ({ items: seedFormItems(faker), boundCards: [], nextCardNumber: 1001 }),
});
