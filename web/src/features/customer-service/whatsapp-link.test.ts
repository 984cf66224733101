import { describe, expect, it } from 'vitest';
import { whatsAppLink } from './whatsapp-link.ts';

describe('whatsAppLink', () => {
  it('turns a local mobile number into the international digits wa.me takes', () => {
    expect(whatsAppLink('0917 777 8448')).toBe('https://wa.me/639177778448');
  });

  it('keeps an international number as its digits', () => {
    expect(whatsAppLink('+63 917-777-8448')).toBe('https://wa.me/639177778448');
    expect(whatsAppLink('639177778448')).toBe('https://wa.me/639177778448');
  });
});
