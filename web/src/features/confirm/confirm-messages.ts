import { incompleteLink } from '../../ui/messages.ts';

/** A confirmation link without the product it is about. */
export const INCOMPLETE_CONFIRM_LINK = incompleteLink('loan', 'a productId');

/** What Loan Now says while the loan is on its way (not a spec string). */
export const LOAN_SUBMITTING = 'Submitting';

/** What Loan Now says once the loan went through, until the order's page replaces this one. */
export const LOAN_SUBMITTED = 'Application submitted';
