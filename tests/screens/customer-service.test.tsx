import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactInfo } from '../../openapi/generated/model/index.ts';
import { apiData, callsOf } from './support/fake-reads.ts';
import { type RenderedRoute, renderRoute } from './support/render-route.tsx';
import { screenWorld } from './support/screen-world.ts';

// Customer service (/customerService) in-process: loading, the three contacts from
// contact-kf-info, the server's message and a dropped call with Retry, and what each contact does
// (the shell dials, WhatsApp and mail links). tests/e2e/customer-service.spec.ts keeps the layout.

const contacts = () => screen.findByRole('region', { name: 'Contacts' });

function contactInfo(rendered: RenderedRoute): Promise<ContactInfo> {
  return apiData<ContactInfo>(rendered, '/spoken/personal-center/contact-kf-info', { type: '1' });
}

describe('customer service: loading, answer, server message', () => {
  it('a slow answer shows the loading state, then the contacts', async () => {
    const rendered = renderRoute('/customerService');
    rendered.world.addFault(
      { operationId: 'getServiceContacts', delayMs: 600, times: 1 },
      rendered.sandboxId,
    );
    const loading = (await screen.findByText('Loading contact details')).closest('[role="status"]');
    expect(loading?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Contacts' })).toBeNull();
    expect(within(await contacts()).getByRole('button', { name: /^Call / })).toBeTruthy();
    expect(screen.queryByText('Loading contact details')).toBeNull();
  });

  it('a server error shows its message in place; Retry shows the contacts', async () => {
    const rendered = renderRoute('/customerService', { sandbox: 'service-busy' });
    const message = 'The contact service is busy, please try again later.';
    rendered.world.addFault(
      { operationId: 'getServiceContacts', code: '500', message, times: 1 },
      'service-busy',
    );
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(within(await contacts()).getByRole('link', { name: /^E-mail / })).toBeTruthy();
  });

  it('a dropped connection says network error; Retry shows the contacts', async () => {
    const rendered = renderRoute('/customerService', { sandbox: 'service-dropped' });
    // The query retries once by itself: drop both tries.
    rendered.world.addFault({ operationId: 'getServiceContacts', drop: true, times: 2 }, 'service-dropped');
    expect((await screen.findByRole('alert')).textContent).toContain('Network error');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(within(await contacts()).getByRole('button', { name: /^Call / })).toBeTruthy();
  });
});

describe('customer service: the contacts', () => {
  it('Call, WhatsApp and E-mail show their values; the spec’s fixed type is sent', async () => {
    const rendered = renderRoute('/customerService');
    const list = await contacts();
    // The screen's one call, with the spec's fixed value (read before the test asks for itself).
    expect(callsOf(rendered, 'getServiceContacts').map((call) => call.body)).toEqual([{ type: '1' }]);
    const info = await contactInfo(rendered);
    expect(document.title).toBe('Customer service');
    expect(within(list).getByRole('button', { name: `Call ${info.smWa}` })).toBeTruthy();
    const whatsApp = within(list).getByRole('link', { name: `WhatsApp ${info.smWa}` });
    // The address breaks before its '@' (a <wbr>), which the accessible name reads as a gap.
    const email = within(list).getByRole('link', { name: /^E-mail / });
    expect(email.textContent).toBe(`E-mail ${info.email}`);
    // The chat opens in WhatsApp with the number in international digits.
    const digits = info.smWa.replace(/\D/g, '').replace(/^0/, '63');
    expect(whatsApp.getAttribute('href')).toBe(`https://wa.me/${digits}`);
    expect(email.getAttribute('href')).toBe(`mailto:${info.email}`);
  });

  it('Call dials the number through the shell, and nothing else', async () => {
    const rendered = renderRoute('/customerService');
    const info = await contactInfo(rendered);
    fireEvent.click(within(await contacts()).getByRole('button', { name: `Call ${info.smWa}` }));
    expect(rendered.nativeCalls).toEqual([{ action: 'callPhone', payload: { phone: info.smWa } }]);
  });

  it('a contact the server leaves empty is not offered: an e-mail alone is the only button', async () => {
    screenWorld().sandbox('service-mail-only').state.service.smWa = ' ';
    renderRoute('/customerService', { sandbox: 'service-mail-only' });
    const list = await contacts();
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([`E-mail ${screenWorld().sandbox('service-mail-only').state.service.email}`]);
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('with no contact at all it says none is available', async () => {
    const { service } = screenWorld().sandbox('service-none').state;
    service.smWa = '';
    service.email = '';
    renderRoute('/customerService', { sandbox: 'service-none' });
    const list = await contacts();
    expect(list.textContent).toBe('No contact is available right now. Please try again later.');
  });
});
