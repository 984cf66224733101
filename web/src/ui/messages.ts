/** Wording the screens share when a call never got an answer (network down, time-out). */
export const NETWORK_ERROR = 'Network error. Please check your connection and try again.';

/**
 * What a screen says when its link lacks what it is about, one wording for every screen.
 * @example incompleteLink('loan', 'a productId') // 'This loan link is incomplete: it needs a productId.'
 */
export function incompleteLink(kind: string, needs: string): string {
  return `This ${kind} link is incomplete: it needs ${needs}.`;
}

/** A screen opened with a link that lacks the order it is about. */
export const INCOMPLETE_ORDER_LINK = incompleteLink('order', 'a productId and an orderId');

/** Spec §8: a rating sent without a star (the order screen's and a complaint's). */
export const NO_STARS_CHOSEN = 'Silakan pilih';

/** Spec §8's success message after a rating (with its full-width exclamation mark). */
export const RATING_SENT = 'Successful demonstration！';

/** A screen whose code failed (a chunk that did not download, a bug): instead of a blank page. */
export const SCREEN_FAILED = 'This page could not be shown. Please check your connection and try again.';
