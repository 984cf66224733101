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

/**
 * Per product (`loanPushUnanswered:<productId>`): Loan Now sent the loan and no answer reached the
 * page (it was reloaded or closed meanwhile), so the loan may have been applied for; the
 * confirmation asks before applying again (features/confirm/use-loan-push.ts).
 */
export const LOAN_PUSH_UNANSWERED_KEY_PREFIX = 'loanPushUnanswered:';
