/** Wording the screens share when a call never got an answer (network down, time-out). */
export const NETWORK_ERROR = 'Network error. Please check your connection and try again.';

/** A screen opened with a link that lacks the order it is about. */
export const INCOMPLETE_ORDER_LINK = 'This order link is incomplete: it needs a productId and an orderId.';

/** A screen whose code failed (a chunk that did not download, a bug): instead of a blank page. */
export const SCREEN_FAILED = 'This page could not be shown. Please check your connection and try again.';
