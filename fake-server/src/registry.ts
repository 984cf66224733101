import type { Operation } from './api/operation.ts';
import { bindBankOperations } from './groups/bind-bank/operations.ts';
import { complaintOperations } from './groups/complaint/operations.ts';
import { confirmOperations } from './groups/confirm/operations.ts';
import { confirmV2Operations } from './groups/confirm-v2/operations.ts';
import { eventOperations } from './groups/event/operations.ts';
import { legacyRepayOperations } from './groups/legacy-repay/operations.ts';
import { orderOperations } from './groups/order/operations.ts';
import { promotionOperations } from './groups/promotion/operations.ts';
import { repayOperations } from './groups/repay/operations.ts';
import { serviceOperations } from './groups/service/operations.ts';

/**
 * Every operation the fake server serves. The API router, the admin API, the conformance
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
