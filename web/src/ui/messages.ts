/** Wording the screens share when a call never got an answer (network down, time-out). */
export const NETWORK_ERROR = 'Network error. Please check your connection and try again.';

/** The titles of a first load that failed, by why (ui/screen-state/failure.ts). */
export const FAILURE_TITLES = {
  network: 'No connection',
  server: 'Something went wrong',
  refused: 'This page is not available',
} as const;

/**
 * The title of a failed first load: the screen's own for a refusal ('Order not found'), else by kind.
 * @example failureTitle('network') // 'No connection'
 */
export function failureTitle(kind: keyof typeof FAILURE_TITLES, refusedTitle?: string): string {
  return kind === 'refused' && refusedTitle ? refusedTitle : FAILURE_TITLES[kind];
}

/** The title of a screen opened with a link that lacks what it is about. */
export const INCOMPLETE_LINK_TITLE = 'This link is incomplete';

/**
 * What a screen says when its link lacks what it is about, one wording for every screen: what is
 * missing (the names a developer or customer service can check) and what the borrower can do.
 * @example incompleteLink('loan', 'a productId') // 'This loan link is missing some details (a productId). Please open it again from the app.'
 */
export function incompleteLink(kind: string, needs: string): string {
  return `This ${kind} link is missing some details (${needs}). Please open it again from the app.`;
}

/** A screen opened with a link that lacks the order it is about. */
export const INCOMPLETE_ORDER_LINK = incompleteLink('order', 'a productId and an orderId');

/** Spec §8: a rating sent without a star (the order screen's and a complaint's). */
export const NO_STARS_CHOSEN = 'Silakan pilih';

/** Spec §8's success message after a rating (with its full-width exclamation mark). */
export const RATING_SENT = 'Successful demonstration！';

/** A screen whose code failed (a chunk that did not download, a bug): instead of a blank page. */
export const SCREEN_FAILED = 'This page could not be shown. Please check your connection and try again.';
