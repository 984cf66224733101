import type { AxiosAdapter, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToasts, getToasts } from '../ui/toast/toast-store.ts';
import { REQUEST_TIMEOUT_MS } from './call-shape.ts';
import { createClient } from './clients.ts';

/** Answers every request with `body` and keeps the config the client sent. */
function answer(client: AxiosInstance, body: unknown, status = 200): InternalAxiosRequestConfig[] {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data: body, status, statusText: 'OK', headers: {}, config };
    if (status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  client.defaults.adapter = adapter;
  return seen;
}

function visit(search: string): void {
  window.history.replaceState(null, '', `/loanDetail${search}`);
}

beforeEach(() => {
  sessionStorage.clear();
  clearToasts();
  visit('');
});
afterEach(() => clearToasts());

describe('shared clients', () => {
  it('form-encodes POST payloads', async () => {
    const client = createClient('form', { baseURL: '' });
    const seen = answer(client, { code: '00', message: '', data: {} });
    await client.post('/spoken/card-init', { product_id: 'P1001', skip: undefined, n: 3 });
    const sent = seen[0];
    expect(sent?.data).toBe('product_id=P1001&n=3');
    expect(sent?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
  });

  it('appends the common session parameters from the page address to every call', async () => {
    visit('?sessionId=S1&deviceId=D1&deviceName=iPhone&appVersion=2.1&osVersion=17&advertisingId=A1&other=x');
    const client = createClient('json', { baseURL: '' });
    const seen = answer(client, { code: '00', message: '', success: true, data: {} });
    await client.get('/v3/contract/contract', { params: { productId: 'P1' } });
    expect(seen[0]?.params).toEqual({
      sessionId: 'S1',
      deviceId: 'D1',
      deviceName: 'iPhone',
      appVersion: '2.1',
      osVersion: '17',
      advertisingId: 'A1',
      productId: 'P1',
    });
  });

  it('keeps the session of an earlier page when a later address drops it', async () => {
    visit('?sessionId=S9');
    const client = createClient('form', { baseURL: '' });
    const seen = answer(client, { code: '00', message: '', data: {} });
    await client.post('/spoken/card-init', {});
    visit('?productId=P1');
    await client.post('/spoken/card-init', {});
    expect(seen[1]?.params).toMatchObject({ sessionId: 'S9' });
  });

  it('fills building/gather on the JSON client and swift/eyes on the form client from the page address', async () => {
    visit('?building=b1&gather=g1&swift=s1&eyes=e1');
    const json = createClient('json', { baseURL: '' });
    const form = createClient('form', { baseURL: '' });
    const jsonSeen = answer(json, { code: '00', message: '', success: true, data: {} });
    const formSeen = answer(form, { code: '00', message: '', data: {} });
    await json.post('/v3/loan-details/loan-details', {});
    await form.post('/spoken/card-init', {});
    expect(jsonSeen[0]?.headers.get('building')).toBe('b1');
    expect(jsonSeen[0]?.headers.get('gather')).toBe('g1');
    expect(jsonSeen[0]?.headers.get('swift')).toBeUndefined();
    expect(formSeen[0]?.headers.get('swift')).toBe('s1');
    expect(formSeen[0]?.headers.get('eyes')).toBe('e1');
    expect(formSeen[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('keeps the header values of an earlier page when a later address drops them', async () => {
    visit('?swift=s1&eyes=e1&sessionId=S1');
    const client = createClient('form', { baseURL: '' });
    const seen = answer(client, { code: '00', message: '', data: {} });
    await client.post('/spoken/card-init', {});
    visit('?productId=P1&orderId=O1');
    await client.post('/spoken/card-change', {});
    expect(seen[1]?.headers.get('swift')).toBe('s1');
    expect(seen[1]?.headers.get('eyes')).toBe('e1');
  });

  it('sends empty header values when the page address lacks them', async () => {
    const client = createClient('json', { baseURL: '' });
    const seen = answer(client, { code: '00', message: '', success: true, data: {} });
    await client.post('/v3/loan-details/loan-details', {});
    expect(seen[0]?.headers.get('building')).toBe('');
    expect(seen[0]?.headers.get('gather')).toBe('');
  });

  it('times out after 60000 ms', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60000);
    expect(createClient('form', { baseURL: '' }).defaults.timeout).toBe(60000);
  });

  it('resolves with the body only', async () => {
    const client = createClient('form', { baseURL: '' });
    const body = { code: '00', message: 'ok', data: { email: 'a@b.ph', smWa: '0917' } };
    answer(client, body);
    await expect(client.post('/spoken/personal-center/contact-kf-info', { type: 1 })).resolves.toEqual(body);
    expect(getToasts()).toHaveLength(0);
  });

  it('toasts the server message on a non-success code and still resolves with the body', async () => {
    const client = createClient('form', { baseURL: '' });
    const body = { code: '101', message: 'Wrong captcha', data: null };
    answer(client, body);
    await expect(client.post('/api/v2/youmi/promotion/get-sms', {})).resolves.toEqual(body);
    expect(getToasts().map((t) => t.message)).toEqual(['Wrong captcha']);
  });

  it("leaves the server message to a screen that shows it itself (serverMessage: 'screen')", async () => {
    const client = createClient('json', { baseURL: '' });
    const body = { code: '500', message: 'The order service is busy', success: false, data: null };
    answer(client, body);
    await expect(
      client.post('/v3/loan-details/loan-details', {}, { serverMessage: 'screen' }),
    ).resolves.toEqual(body);
    expect(getToasts()).toHaveLength(0);
  });

  it('treats a false success flag as a failure even with code 00', async () => {
    const client = createClient('json', { baseURL: '' });
    answer(client, { code: '00', message: 'Order closed', success: false, data: null });
    await client.post('/v3/loan-details/loan-details', {});
    expect(getToasts().map((t) => t.message)).toEqual(['Order closed']);
  });

  it("accepts get-sid's success code '0' without a toast", async () => {
    const client = createClient('form', { baseURL: '' });
    answer(client, { code: '0', message: 'ok', data: { sid: 'x' } });
    await client.get('/api/v2/youmi/promotion/get-sid');
    expect(getToasts()).toHaveLength(0);
  });

  it('passes rejections on unchanged', async () => {
    const client = createClient('json', { baseURL: '' });
    answer(client, 'Bad gateway', 502);
    const error = await client.post('/v3/loan-details/loan-details', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).response?.status).toBe(502);
    expect(getToasts()).toHaveLength(0);
  });

  it('passes FormData (uploads) through untouched', async () => {
    const client = createClient('form', { baseURL: '' });
    const seen = answer(client, { code: '00', message: '', data: { url: '/x.png' } });
    const form = new FormData();
    form.append('problemImage', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await client.post('/spoken/user-problem/upload-problem-img', form);
    expect(seen[0]?.data).toBeInstanceOf(FormData);
  });
});
