/**
 * The repayment pages' last answer, kept for the contract page (DESIGN §10: one sessionStorage key).
 * Here, not in features/repay, because the page's early first call (api/early-call.ts) checks it too.
 */
export const REPAY_INFO_KEY = 'repayInfo';
