import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { formFields } from './form-fields.ts';
import { bindCardNew } from './generated/hooks/bind-bank/bind-bank.ts';
import { apiClients } from './request.ts';

const realAdapter = apiClients.form.defaults.adapter;
afterEach(() => {
  apiClients.form.defaults.adapter = realAdapter;
});

describe('formFields', () => {
  it('encodes every field in order, numbers as text, leaving out undefined and null', () => {
    const form = formFields({
      product_id: 'P1001',
      cardType: 2,
      note: undefined,
      city: null,
      accountNo: '0123',
    });
    expect(form.toString()).toBe('product_id=P1001&cardType=2&accountNo=0123');
  });

  it("is how the generated bind call sends the form: the server's own field codes reach the wire", async () => {
    let sent = '';
    const adapter: AxiosAdapter = async (config) => {
      sent = String(config.data);
      return {
        data: { code: '00', message: '', data: { cardId: 'BC1' } },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    };
    apiClients.form.defaults.adapter = adapter;
    await bindCardNew({ product_id: 'P1001', cardType: 1, channelNumber: '90006', walletNo: '09171234567' });
    expect(sent).toBe('product_id=P1001&cardType=1&channelNumber=90006&walletNo=09171234567');
  });
});
