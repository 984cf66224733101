import type { Operation } from './api/operation.ts';
import { bindBankOperations } from './routes/bind-bank.ts';
import { complaintOperations } from './routes/complaint.ts';
import { confirmOperations } from './routes/confirm.ts';
import { confirmV2Operations } from './routes/confirm-v2.ts';
import { eventOperations } from './routes/event.ts';
import { legacyRepayOperations } from './routes/legacy-repay.ts';
import { orderOperations } from './routes/order.ts';
import { promotionOperations } from './routes/promotion.ts';
import { repayOperations } from './routes/repay.ts';
import { serviceOperations } from './routes/service.ts';

/**
 * Every operation the fake server serves. The mounting function, the admin API, the conformance
 * test and the fuzz test all walk this list, so a group added here is served and tested at once.
 */
export const operations: readonly Operation[] = [
  ...orderOperations,
  ...eventOperations,
  ...serviceOperations,
  ...confirmOperations,
  ...confirmV2Operations,
  ...repayOperations,
  ...complaintOperations,
  ...promotionOperations,
  ...legacyRepayOperations,
  ...bindBankOperations,
];
