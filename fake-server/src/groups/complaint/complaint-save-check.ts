import { findOrder, unknownOrderMessage } from '../../store/shared/lookup.ts';
import { isLink } from '../../store/shared/stored-values.ts';
import type { WorldState } from '../../store/world.ts';
import { allowsCollectionComplaint, COLLECTION_NOT_ALLOWED } from './collection-rule.ts';
import {
  COLLECTION_SUB_TYPES,
  COLLECTION_TYPE,
  COMPLAINT_TYPES,
  collectionSubTypeTitle,
  complaintTypeTitle,
  describeOptions,
} from './complaint-types.ts';

/** Spec §9: at most 9 evidence images a complaint. */
export const MAX_COMPLAINT_IMAGES = 9;

export interface ComplaintInput {
  problemType: number;
  problemSonType?: number | undefined;
  problemDetail: string;
  problemImage?: string | undefined;
  orderNo?: string | undefined;
}

export interface CheckedComplaint {
  type: number;
  sonType: number;
  orderNo: string;
  content: string;
  images: string[];
}

export type ComplaintCheck =
  | { ok: true; complaint: CheckedComplaint }
  | { ok: false; code: '400' | '404'; message: string };

const refuse = (message: string, code: '400' | '404' = '400'): ComplaintCheck => ({
  ok: false,
  code,
  message,
});

function subTypeProblem(type: number, sonType: number): string | undefined {
  if (type === COLLECTION_TYPE) {
    if (sonType === 0)
      return `problemSonType: a collection complaint needs a sub-type (${describeOptions(COLLECTION_SUB_TYPES)})`;
    if (collectionSubTypeTitle(sonType) === undefined) {
      return `problemSonType: unknown sub-type ${sonType}; the sub-types are ${describeOptions(COLLECTION_SUB_TYPES)}`;
    }
    return undefined;
  }
  return sonType === 0 ? undefined : `problemSonType: type ${type} has no sub-types; send 0 or leave it out`;
}

/** The comma-joined URLs as a list; an error message when there are too many or one is not a URL. */
function imageList(joined: string): string[] | string {
  const images = joined
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
  if (images.length > MAX_COMPLAINT_IMAGES)
    return `problemImage: at most ${MAX_COMPLAINT_IMAGES} images, got ${images.length}`;
  // The rule every stored link follows (stored-values.ts), so a saved complaint always loads again.
  const index = images.findIndex((url) => !isLink(url));
  if (index >= 0)
    return `problemImage: image ${index + 1} is not a URL; send the URLs upload-problem-img answered, comma-joined`;
  return images;
}

/**
 * The rules of a new complaint (spec §4, §5): a known type; collection (type 1) with a sub-type and
 * an order that allows it (isShow 1); a description that is not blank; up to 9 image URLs.
 */
export function checkComplaint(state: WorldState, input: ComplaintInput): ComplaintCheck {
  const type = input.problemType;
  if (complaintTypeTitle(type) === undefined) {
    return refuse(`problemType: unknown type ${type}; the types are ${describeOptions(COMPLAINT_TYPES)}`);
  }
  const sonType = input.problemSonType ?? 0;
  const subProblem = subTypeProblem(type, sonType);
  if (subProblem !== undefined) return refuse(subProblem);
  const orderNo = input.orderNo?.trim() ?? '';
  const order = orderNo === '' ? undefined : findOrder(state, orderNo);
  if (orderNo !== '' && order === undefined) return refuse(unknownOrderMessage(orderNo), '404');
  if (type === COLLECTION_TYPE) {
    if (order === undefined) return refuse('orderNo: a collection complaint needs the order it is about');
    if (!allowsCollectionComplaint(order)) return refuse(COLLECTION_NOT_ALLOWED);
  }
  const content = input.problemDetail.trim();
  // Spec §5's message for an empty description; the app checks it too, a blank one gets here.
  if (content === '') return refuse('problemDetail: Please fill in your comments and suggestions');
  const images = imageList(input.problemImage ?? '');
  if (typeof images === 'string') return refuse(images);
  return { ok: true, complaint: { type, sonType, orderNo, content, images } };
}
