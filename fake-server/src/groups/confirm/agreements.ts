import { appQuery } from '../../store/shared/links.ts';

/** The fake server's page of one agreement of a product (relative: the app proxies /__fake). */
export function agreementPagePath(productId: string, position: number, orderId?: string): string {
  const query = orderId ? `?${appQuery({ orderId })}` : '';
  return `/__fake/pages/agreements/${encodeURIComponent(productId)}/${position}${query}`;
}
