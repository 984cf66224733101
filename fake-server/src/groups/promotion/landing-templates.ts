import type { Product } from '../../store/shared/products.ts';
import { seededImageUrl } from '../complaint/upload-urls.ts';
import type { LandingTemplate } from './promotion-records.ts';

const TEMPLATE_TEXTS = [
  {
    title: 'Cash loan up to ₱50,000',
    subtitle: 'Approval in 5 minutes, money in your e-wallet today.',
    buttonText: 'Apply now',
  },
  {
    title: 'Your first loan at 0% interest',
    subtitle: 'New borrowers pay no interest for the first 7 days.',
    buttonText: 'Get my loan',
  },
  {
    title: 'Short of money before payday?',
    subtitle: 'Borrow ₱2,000 to ₱20,000 with just one valid ID.',
    buttonText: 'Borrow now',
  },
] as const;

/**
 * Landing templates '1', '2' and '3' (the promotion link's `id`), each promoting one product; the
 * download page sends the visitor to that product's fake page.
 */
export function seedLandingTemplates(products: readonly Product[]): LandingTemplate[] {
  return TEMPLATE_TEXTS.map((text, index) => {
    const product = products[index] ?? products[0];
    const id = String(index + 1);
    return {
      id,
      ...text,
      bannerImage: seededImageUrl(`banner-${id}.svg`),
      appName: product?.name ?? 'PesoGo',
      downloadUrl: `/__fake/pages/products/${product?.productId ?? 'P1001'}`,
    };
  });
}
