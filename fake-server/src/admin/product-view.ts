import type { FakeServer } from '../fake-server.ts';
import { appQuery } from '../store/shared/links.ts';
import type { Product } from '../store/shared/products.ts';

/** One row of GET /__fake/products: a seeded product and its confirmation pages in the app. */
export interface AdminProductView {
  productId: string;
  productName: string;
  /** What the confirmation screens show for it, e.g. 'retention popup; 4 plan rows'. */
  note: string;
  confirmUrl: string;
  confirmOfPeriodUrl: string;
  confirmNewUrl: string;
}

/** The branches of the confirmation screens a product takes, in words. */
function confirmNote(product: Product): string {
  const parts = [
    product.confirm.retainPop === 1 ? "'Point out' on back" : '',
    product.confirm.agreementPopup ? 'agreement popup on load' : '',
    `${product.instalments} plan row${product.instalments === 1 ? '' : 's'}`,
    product.confirm.showNewPop === 1 ? 'promotional popup (v2)' : '',
    product.currencyFlag === 1 ? '₹ (v2)' : '',
  ];
  return parts.filter(Boolean).join('; ');
}

export function adminProductView(server: FakeServer, product: Product, sandboxId: string): AdminProductView {
  const link = (path: string) =>
    `${server.appOrigin}${path}?${appQuery({ productId: product.productId, sessionId: sandboxId })}`;
  return {
    productId: product.productId,
    productName: product.name,
    note: confirmNote(product),
    confirmUrl: link('/confirm'),
    confirmOfPeriodUrl: link('/confirmOfPeriod'),
    confirmNewUrl: link('/confirmNew'),
  };
}
