import type { ComplaintDetail } from '../../../../openapi/generated/model/index.ts';
import { incompleteLink } from '../../ui/messages.ts';

/** A complaint link without the complaint it is about. */
export const INCOMPLETE_COMPLAINT_LINK = incompleteLink('complaint', 'a problemId');

/**
 * Whether the handler has answered: 'Process Result' shows only with a reply text or reply images
 * (spec §2 "Complaint details").
 * @example hasReply({ ...detail, disposeDetail: '', disposeImages: [] }) // false
 */
export function hasReply(detail: Pick<ComplaintDetail, 'disposeDetail' | 'disposeImages'>): boolean {
  return detail.disposeDetail.trim() !== '' || usableImages(detail.disposeImages).length > 0;
}

/** Image URLs worth showing: empty entries (a trailing comma on the server) are left out. */
export function usableImages(images: readonly string[]): string[] {
  return images.map((image) => image.trim()).filter((image) => image !== '');
}

/**
 * Whether the details ask for a rating: any nonzero isNeedScore (the contract's rule).
 * @example needsRating({ isNeedScore: 1 }) // true
 */
export function needsRating(detail: Pick<ComplaintDetail, 'isNeedScore'>): boolean {
  return detail.isNeedScore !== 0;
}
