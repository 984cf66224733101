import * as z from 'zod';
import { Id, WorldInstant } from '../../store/shared/stored-values.ts';
import { defineSlice } from '../../store/slice.ts';

/** Variant-2 records: when the borrower closed the promotional popup (`recordPopupClosedVariantTwo`). */
export const ConfirmV2SliceSchema = z.object({
  popupsClosed: z.array(z.object({ productId: Id, at: WorldInstant })),
});
export type ConfirmV2Slice = z.infer<typeof ConfirmV2SliceSchema>;

export const confirmV2Slice = defineSlice({
  schema: ConfirmV2SliceSchema,
  seed: (): ConfirmV2Slice => ({ popupsClosed: [] }),
});
