import type { ComplaintOrder, ProblemTypeOption } from '../../../../openapi/generated/model/index.ts';

/** Spec §5 and §8, word for word. */
export const COLLECTION_REFUSED = 'The selected order does not support sending collection types';
export const EMPTY_DESCRIPTION = 'Please fill in your comments and suggestions';
export const UPLOAD_SUCCEEDED = 'Upload succeeded!';
export const COMPLAINT_SENT = 'Successfully Sent';

/** Spec §9: 200 characters, 9 images, a reply within 3 weekdays, back after 1.5 s. */
export const MAX_DESCRIPTION = 200;
export const MAX_IMAGES = 9;
export const REPLY_WEEKDAYS = 3;
export const SENT_REDIRECT_MS = 1500;

/** What the next step needs in its address: the chosen type and sub-type, and the order. */
export interface ComplaintChoice {
  readonly type: ProblemTypeOption;
  readonly sonType?: ProblemTypeOption;
  /** The order the complaint is about; null when the borrower has none. */
  readonly order: ComplaintOrder | null | undefined;
}

/**
 * Spec §5: a collection complaint (the first type) needs an order whose `isShow` is 1.
 * @example collectionAllowed(order) // false for a settled order
 */
export function collectionAllowed(order: ComplaintOrder | null | undefined): boolean {
  return order?.isShow === 1;
}

/**
 * The query of `/complainPageNext`: type, sub-type (left out when none) and order number, with the
 * titles the next step shows as its tags and the product name it shows beside the order number.
 */
export function nextStepQuery({ type, sonType, order }: ComplaintChoice) {
  return {
    problemType: type.value,
    problemSonType: sonType?.value,
    orderNo: order?.orderNo ?? '',
    typeName: type.title,
    sonTypeName: sonType?.title,
    productName: order?.productName || undefined,
  };
}
