import { APP_NAME } from '../../../../content/brand.ts';
import { countOf } from '../../../../content/count.ts';
import { LENDER_RATES, MAX_MONTHLY_INTEREST, pesos } from '../../../../content/legal/loan-rates.ts';
import type { Product } from '../../store/shared/products.ts';
import { seededImageUrl } from '../complaint/upload-urls.ts';
import type { LandingTemplate } from './promotion-records.ts';

const { amount, creditDays, decisionDays } = LENDER_RATES;

/** What each template promises: only what the rate table (content/legal/loan-rates.ts) holds true. */
const TEMPLATE_TEXTS = [
  {
    title: `Cash loan up to ${pesos(amount.max)}`,
    subtitle: `A decision within ${countOf(decisionDays, 'day')}, money in your e-wallet ${creditDays.min}-${creditDays.max} days after you accept.`,
    buttonText: 'Apply now',
  },
  {
    title: `Interest of at most ${MAX_MONTHLY_INTEREST} a month`,
    subtitle: 'Every fee and the total to repay are shown before you accept.',
    buttonText: 'Get my loan',
  },
  {
    title: 'Short of money before payday?',
    subtitle: `Borrow ${pesos(amount.min)} to ${pesos(amount.max)} with just one valid ID.`,
    buttonText: 'Borrow now',
  },
] as const;

/**
 * Landing templates '1', '2' and '3' (the promotion link's `id`), each promoting the lender's app
 * (APP_NAME, as its agreement names it); the download page sends the visitor to one product's fake page.
 */
export function seedLandingTemplates(products: readonly Product[]): LandingTemplate[] {
  return TEMPLATE_TEXTS.map((text, index) => {
    const product = products[index] ?? products[0];
    const id = String(index + 1);
    return {
      id,
      ...text,
      bannerImage: seededImageUrl(`banner-${id}.svg`),
      // The lender's app: the brand the agreement and the legal pages name.
      appName: APP_NAME,
      downloadUrl: `/__fake/pages/products/${product?.productId ?? 'P1001'}`,
    };
  });
}
