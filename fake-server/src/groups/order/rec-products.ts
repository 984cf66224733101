import { formatMoney } from '../../store/shared/money.ts';
import { RECOMMENDED_PRODUCT_IDS } from '../../store/shared/products.ts';
import type { WorldState } from '../../store/world.ts';

/** The contract's RecProduct (openapi/common.yaml). */
export interface RecProductView {
  productId: string;
  productLogo: string;
  productName: string;
  buttonText: string;
  amountRange: string;
  rangeDesc: string;
  rate: string;
  productDesc: string;
  isClick: number;
}

/** The recommended products: clickable ones and one with isClick 0 (taps ignored). */
export function recommendedProducts(state: WorldState): RecProductView[] {
  return RECOMMENDED_PRODUCT_IDS.flatMap((productId) => {
    const product = state.shared.products.find((candidate) => candidate.productId === productId);
    if (product === undefined) return [];
    return [
      {
        productId: product.productId,
        productLogo: product.logo,
        productName: product.name,
        buttonText: product.isClick === 1 ? 'Apply' : 'Coming soon',
        amountRange: `${formatMoney(product.minAmount).replace('.00', '')} - ${formatMoney(product.maxAmount).replace('.00', '')}`,
        rangeDesc: 'Loan amount',
        rate: `${(product.dailyRateBp / 100).toFixed(2)}%/day`,
        productDesc: product.description,
        isClick: product.isClick,
      },
    ];
  });
}
