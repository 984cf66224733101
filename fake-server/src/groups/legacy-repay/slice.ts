import * as z from 'zod';
import { Count, text } from '../../store/shared/stored-values.ts';
import { defineSlice } from '../../store/slice.ts';
import {
  GatewayRedirectSchema,
  LegacyCardSchema,
  RepayRecordSchema,
  RepayTokenSchema,
} from './legacy-records.ts';
import { seedLegacyCards, seedRepayRecords } from './legacy-seed.ts';

/** The legacy-repay group's state: bank cards, repay tokens, card repayments and gateway redirects. */
export const LegacyRepaySliceSchema = z.object({
  cards: z.array(LegacyCardSchema),
  /** The e-wallet account of the old screen; '' = none bound. */
  alipay: text(100),
  /** The latest tokens repayment-way issued; any of them is accepted by a commit. */
  tokens: z.array(RepayTokenSchema),
  nextTokenNumber: Count,
  records: z.array(RepayRecordSchema),
  nextRecordNumber: Count,
  redirects: z.array(GatewayRedirectSchema),
});
export type LegacyRepaySlice = z.infer<typeof LegacyRepaySliceSchema>;

export const legacyRepaySlice = defineSlice({
  schema: LegacyRepaySliceSchema,
  seed: ({ faker, shared, refDate }): LegacyRepaySlice => ({
    cards: seedLegacyCards(faker),
    alipay: '',
    // One token from "before", so a commit works without calling repayment-way first (curl, examples).
    tokens: [{ token: 'RT1000', issuedAt: refDate.toISOString() }],
    nextTokenNumber: 1001,
    records: seedRepayRecords(shared, refDate),
    nextRecordNumber: 1002,
    redirects: [],
  }),
});
