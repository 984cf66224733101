import * as z from 'zod';
import { Count } from '../../store/shared/stored-values.ts';
import { defineSlice } from '../../store/slice.ts';
import { BoundCardSchema } from './bound-card.ts';
import { FormItemSchema, seedFormItems } from './form-items.ts';

/** The bind-bank group's state: the form items per card type and channel, and the bound accounts. */
export const BindBankSliceSchema = z.object({
  items: z.array(FormItemSchema),
  boundCards: z.array(BoundCardSchema),
  nextCardNumber: Count,
});
export type BindBankSlice = z.infer<typeof BindBankSliceSchema>;

export const bindBankSlice = defineSlice({
  schema: BindBankSliceSchema,
  seed: ({ faker, shared }): BindBankSlice => ({
    items: seedFormItems(faker, shared.orders[0]?.account ?? ''),
    boundCards: [],
    nextCardNumber: 1001,
  }),
});
