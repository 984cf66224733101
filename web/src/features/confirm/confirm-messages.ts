import { incompleteLink } from '../../ui/messages.ts';

/** A confirmation link without the product it is about. */
export const INCOMPLETE_CONFIRM_LINK = incompleteLink('loan', 'a productId');

/** What Loan Now says while the loan is on its way (not a spec string). */
export const LOAN_SUBMITTING = 'Submitting';

/** What Loan Now says once the loan went through, until the order's page replaces this one. */
export const LOAN_SUBMITTED = 'Application submitted';

/** Loan Now on a page reopened while its last push was out (no answer came): not spec strings. */
export const MAY_HAVE_APPLIED_TITLE = 'You may have applied already';
export const MAY_HAVE_APPLIED_TEXT =
  'This page closed before your last application was answered, so it may have gone through. Please check your orders in the app before you apply again.';
export const APPLY_AGAIN = 'Apply again';
