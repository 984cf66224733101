import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CASH_PHONE_ALT, CashPhoneIllustration } from './cash-phone-illustration.tsx';

describe('CashPhoneIllustration', () => {
  it('is an image with a name that says what it shows, its box fixed', () => {
    render(<CashPhoneIllustration className="hero" />);
    const picture = screen.getByRole('img', { name: CASH_PHONE_ALT });
    expect(picture.getAttribute('width')).toBe('320');
    expect(picture.getAttribute('height')).toBe('240');
    expect(picture.getAttribute('src')).toMatch(/cash-phone\.svg|^data:image\/svg\+xml/);
    expect(picture.className).toBe('ui-illustration hero');
  });

  it('is silent when decorative', () => {
    render(<CashPhoneIllustration decorative />);
    expect(screen.queryByRole('img', { name: CASH_PHONE_ALT })).toBeNull();
    expect(screen.getByRole('presentation').getAttribute('alt')).toBe('');
  });
});
