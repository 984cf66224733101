import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as TestPreview } from './test-preview-route.tsx';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const ADDRESS = '/testPreview?sessionId=S1&deviceId=D1';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={[ADDRESS]}>
      <TestPreview />
    </MemoryRouter>,
  );
}

const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('/testPreview', () => {
  it('prefills from the address and links with the values as edited', () => {
    renderPage();
    expect(document.title).toBe('Test preview');
    expect((screen.getByRole('textbox', { name: 'Session ID' }) as HTMLInputElement).value).toBe('S1');
    fireEvent.change(screen.getByRole('textbox', { name: 'Session ID' }), { target: { value: 'S2' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Product ID' }), { target: { value: 'P1003' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Order ID' }), { target: { value: 'ORD170T' } });
    expect(linkTo('Repay')).toBe('/repay?sessionId=S2&deviceId=D1&productId=P1003&orderId=ORD170T');
    expect(linkTo('Suggestion')).toBe('/suggestion?sessionId=S2&deviceId=D1');
  });

  it('keeps the edits when the page is shown again on the same address', () => {
    const first = renderPage();
    fireEvent.change(screen.getByRole('textbox', { name: 'Device name' }), { target: { value: 'Pixel' } });
    first.unmount();
    renderPage();
    expect((screen.getByRole('textbox', { name: 'Device name' }) as HTMLInputElement).value).toBe('Pixel');
  });

  it('previews the chosen photo and releases each preview it no longer shows', () => {
    const create = vi
      .spyOn(URL, 'createObjectURL')
      .mockReturnValueOnce('blob:one')
      .mockReturnValueOnce('blob:two');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const page = renderPage();
    const pick = (name: string) =>
      fireEvent.change(screen.getByLabelText(/photo$/), {
        target: { files: [new File(['x'], name, { type: 'image/png' })] },
      });
    pick('one.png');
    expect(screen.getByRole('img', { name: /^Chosen/ }).getAttribute('src')).toBe('blob:one');
    pick('two.png');
    expect(screen.getByRole('img', { name: /^Chosen/ }).getAttribute('src')).toBe('blob:two');
    expect(revoke).toHaveBeenCalledWith('blob:one');
    page.unmount();
    expect(revoke).toHaveBeenCalledWith('blob:two');
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('shows the contact typed', () => {
    renderPage();
    fireEvent.change(screen.getByRole('textbox', { name: 'Contact number' }), {
      target: { value: '0917 123 4567' },
    });
    expect(screen.getByTestId('contact-entered').textContent).toBe('0917 123 4567');
  });
});
