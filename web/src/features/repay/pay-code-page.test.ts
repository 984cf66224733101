import { describe, expect, it } from 'vitest';
import { parsePayCodePage, safeImage } from './pay-code-page.ts';

const TYPE_1 = {
  type: '1',
  amount: '125000',
  payCode: '1234567890',
  channelName: 'GCash',
  logo: '/__fake/assets/ch-90006.svg',
  productId: 'P1001',
  orderId: 'ORD174',
};

describe('parsePayCodePage', () => {
  it('reads a code page and a QR page', () => {
    expect(parsePayCodePage(TYPE_1)).toEqual({
      type: 1,
      amount: 125000,
      payCode: '1234567890',
      channelName: 'GCash',
      image: '/__fake/assets/ch-90006.svg',
      productId: 'P1001',
      orderId: 'ORD174',
      isDelay: false,
    });
    const qr = parsePayCodePage({ ...TYPE_1, type: '2', qrUrl: '/__fake/assets/qr-1.svg', isDelay: '1' });
    expect(qr).toMatchObject({ type: 2, image: '/__fake/assets/qr-1.svg', isDelay: true });
  });

  it('refuses what it cannot show', () => {
    expect(parsePayCodePage({ ...TYPE_1, type: '3' })).toBeNull();
    expect(parsePayCodePage({ ...TYPE_1, payCode: ' ' })).toBeNull();
    expect(parsePayCodePage({ ...TYPE_1, amount: '12.5' })).toBeNull();
    expect(parsePayCodePage({ ...TYPE_1, amount: '' })).toBeNull();
    expect(parsePayCodePage({ ...TYPE_1, type: '2' })).toBeNull();
    expect(parsePayCodePage({ ...TYPE_1, type: '2', qrUrl: 'javascript:alert(1)' })).toBeNull();
  });

  it('drops an unsafe channel logo but still shows the code', () => {
    expect(parsePayCodePage({ ...TYPE_1, logo: 'javascript:alert(1)' })?.image).toBe('');
    expect(safeImage('https://cdn.example.ph/a.png')).toBe('https://cdn.example.ph/a.png');
    expect(safeImage(undefined)).toBe('');
  });
});
