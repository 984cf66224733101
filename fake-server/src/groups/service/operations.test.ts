import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../../../content/legal/company.ts';
import { call, testApp } from '../../test-support/test-kit.ts';

describe('service', () => {
  it('getServiceContacts answers an e-mail and a phone', async () => {
    const res = await call(testApp(), 'getServiceContacts', { body: { type: '1' } });
    expect(res.body).toEqual({
      code: '00',
      message: 'success',
      data: {
        // The company's contacts (content/legal/company.ts), as the official site's footer shows them.
        email: COMPANY.email,
        smWa: COMPANY.phone,
      },
    });
  });

  it('getErrorPageInfo answers the failure texts and recommended products, clickable and not', async () => {
    const res = await call(testApp(), 'getErrorPageInfo');
    expect(res.body.data.noticeMessage).toBe('Login failed');
    expect(res.body.data.errMessage).not.toBe('');
    const products = res.body.data.productList as { isClick: number; productLogo: string }[];
    expect(products.map((product) => product.isClick).sort()).toEqual([0, 1, 1]);
    for (const product of products) expect(product.productLogo).toMatch(/^\/__fake\/assets\/p\d{4}\.svg$/);
  });
});
