/** A confirmation link without the product it is about. */
export const INCOMPLETE_CONFIRM_LINK = 'This loan link is incomplete: it needs a productId.';
