/**
 * The repayment pages' last answer, kept for the contract page (DESIGN §10: one sessionStorage key).
 * Here, not in features/repay, because the page's early first call checks it too (features/repay/first-call.ts).
 */
export const REPAY_INFO_KEY = 'repayInfo';

/**
 * Per order (`accountBound:<orderId>`): the bank form opened from that order page bound an account,
 * so the order page, back again, says so once (lib/account-bound.ts).
 */
export const ACCOUNT_BOUND_KEY_PREFIX = 'accountBound:';
