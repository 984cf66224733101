import { incompleteLink } from '../../ui/messages.ts';

/** A confirmation link without the product it is about. */
export const INCOMPLETE_CONFIRM_LINK = incompleteLink('loan', 'a productId');
