import { isOk } from '../api/envelope.ts';
import { getProductLink } from '../api/generated/hooks/order/order.ts';
import { openPage } from '../bridge/actions';
import { isHttpLink } from './links.ts';

export interface GetProductLinkTarget {
  /** The screen module asking for the jump, e.g. '30' for Borrow Again. */
  module: string;
  /** Position of the tapped entry: 0 or the list index. */
  position: number;
  productKey: string;
}

export type GetProductLinkOutcome = 'page' | 'native' | 'refused';

/**
 * The product jump of spec §7 (`define`): code '00' with an http(s) link opens it in this page,
 * any other link goes to the native shell; another code was already toasted by the shared client.
 * @example await jumpToProduct({ module: '30', position: 0, productKey: 'P1001' });
 */
export async function jumpToProduct(target: GetProductLinkTarget): Promise<GetProductLinkOutcome> {
  const answer = await getProductLink(
    { module: target.module, position: String(target.position), productKey: target.productKey },
    undefined,
    { loadingText: 'Loading' },
  );
  if (!isOk(answer)) return 'refused';
  const link = answer.data.link.trim();
  // A success without a link has nowhere to go; the shell must never get an empty URL.
  if (link === '') return 'refused';
  if (isHttpLink(link)) {
    window.location.assign(link);
    return 'page';
  }
  openPage(link);
  return 'native';
}
