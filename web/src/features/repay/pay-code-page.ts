import type { PageQuery } from '../../lib/page-query.ts';
import { linkTarget } from '../../lib/pay-link.ts';

/** What the repayment code page shows, read from its address (generate-vcode's pay URL). */
export interface PayCodePage {
  /** 1 = a code to copy and pay at the channel, 2 = a QR code to scan. */
  readonly type: 1 | 2;
  readonly amount: number;
  readonly payCode: string;
  readonly channelName: string;
  /** The channel's logo (type 1) or the QR image (type 2); '' when missing or not a safe URL. */
  readonly image: string;
  readonly productId: string;
  readonly orderId: string;
  readonly isDelay: boolean;
}

/** An image URL the page may load: an app path or http(s), nothing else. */
export function safeImage(src: string | undefined): string {
  const target = linkTarget(src ?? '');
  if (target.kind === 'app') return target.path;
  if (target.kind === 'web') return target.url;
  return '';
}

/**
 * Reads the page address of `/repaymentOfCode`; null when it cannot show a payment (no code, an
 * unknown type, an amount that is not whole minor units, a QR page without its image).
 * @example parsePayCodePage({ type: '1', amount: '125000', payCode: '1234567890', channelName: 'GCash' })
 */
export function parsePayCodePage(query: PageQuery): PayCodePage | null {
  const type = query.type === '1' ? 1 : query.type === '2' ? 2 : null;
  const amount = Number(query.amount);
  const payCode = (query.payCode ?? '').trim();
  const image = safeImage(type === 2 ? query.qrUrl : query.logo);
  if (type === null || payCode === '' || !/^\d+$/.test(query.amount ?? '')) return null;
  if (type === 2 && image === '') return null;
  return {
    type,
    amount,
    payCode,
    channelName: query.channelName ?? '',
    image,
    productId: query.productId ?? '',
    orderId: query.orderId ?? '',
    isDelay: query.isDelay === '1',
  };
}
