import { afterEach, describe, expect, it } from 'vitest';
import { listen, testApp } from '../test-support/test-kit.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

interface StreamEvent {
  event: string;
  data: { type?: string; sandboxId?: string; data?: Record<string, unknown> };
}

/** Reads server-sent events until `until` matches, or fails after a few seconds. */
async function readEvents(url: string, until: (events: StreamEvent[]) => boolean, act: () => Promise<void>) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  let buffer = '';
  let acted = false;
  const deadline = setTimeout(() => controller.abort(), 5000);
  try {
    while (!until(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
        end = buffer.indexOf('\n\n');
      }
      if (!acted && events.some((event) => event.event === 'ready')) {
        acted = true;
        await act();
      }
    }
  } finally {
    clearTimeout(deadline);
    controller.abort();
  }
  return events;
}

describe('GET /__fake/events', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('emits order-updated when QA patch an order, and only for the stream’s sandbox', async () => {
    const server = await listen(testApp());
    close = server.close;
    const patch = (sessionId: string, orderId: string) =>
      fetch(`${server.url}/__fake/orders/${orderId}?sessionId=${sessionId}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ orderStatus: 200, force: true }),
      }).then(() => undefined);
    const events = await readEvents(
      `${server.url}/__fake/events?sessionId=qa`,
      (seen) => seen.some((event) => event.event === 'order-updated'),
      async () => {
        await patch('someone-else', 'ORD170');
        await patch('qa', 'ORD21');
      },
    );
    const updates = events.filter((event) => event.event === 'order-updated');
    expect(updates).toHaveLength(1);
    expect(updates[0]?.data).toMatchObject({
      type: 'order-updated',
      sandboxId: 'qa',
      data: { orderId: 'ORD21', changes: ['orderStatus'] },
    });
  });

  it('emits request, scenario, fault and reset events', async () => {
    const server = await listen(testApp());
    close = server.close;
    const post = (path: string, body?: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        // A bodiless QA call (reset) shows its intent with the admin header (access/admin-intent.ts).
        headers: {
          'Content-Type': body ? 'application/json' : 'application/x-www-form-urlencoded',
          'X-Fake-Admin': '1',
        },
        body: body ? JSON.stringify(body) : 'type=1',
      }).then(() => undefined);
    const wanted = ['request', 'scenario', 'fault', 'reset'];
    const events = await readEvents(
      `${server.url}/__fake/events`,
      (seen) => wanted.every((name) => seen.some((event) => event.event === name)),
      async () => {
        await post('/spoken/personal-center/contact-kf-info');
        await post('/__fake/scenario', { name: 'slow-network' });
        await post('/__fake/faults', { operationId: 'loanDetails', code: '500' });
        await post('/__fake/reset');
      },
    );
    const request = events.find((event) => event.event === 'request');
    expect(request?.data.data).toMatchObject({ operationId: 'getServiceContacts', code: '00' });
    expect(events.find((event) => event.event === 'scenario')?.data.data).toEqual({
      active: 'slow-network',
      delayMs: null,
    });
  });

  it('sends a call with an upload’s largest text as an entry of bounded size, as the log keeps it', async () => {
    const server = await listen(testApp());
    close = server.close;
    const form = new FormData();
    // What an upload takes beside its image (api/body-parsers.ts): 10 text fields of 10 kB.
    for (let index = 0; index < 10; index++) form.append(`note${index}`, 'x'.repeat(10 * 1024));
    form.append('problemImage', new Blob([PNG], { type: 'image/png' }), 'shot.png');
    let sent = '';
    const events = await readEvents(
      `${server.url}/__fake/events?sessionId=big`,
      (seen) => seen.some((event) => event.event === 'request'),
      async () => {
        sent = await (
          await fetch(`${server.url}/spoken/user-problem/upload-problem-img?sessionId=big`, {
            method: 'POST',
            body: form,
          })
        ).text();
      },
    );
    expect(JSON.parse(sent).code).toBe('00');
    const entry = events.find((event) => event.event === 'request')?.data.data;
    expect(entry?.body).toEqual({ truncated: expect.any(String), chars: expect.any(Number) });
    expect(JSON.stringify(entry).length).toBeLessThan(32 * 1024);
  });

  it('emits promotion when a captcha is drawn and when an SMS code is sent, without the code', async () => {
    const server = await listen(testApp());
    close = server.close;
    const api = (path: string, init?: RequestInit) =>
      fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}sessionId=promo`, init);
    const events = await readEvents(
      `${server.url}/__fake/events?sessionId=promo`,
      (seen) => seen.filter((event) => event.event === 'promotion').length >= 2,
      async () => {
        const { data } = (await (await api('/api/v2/youmi/promotion/get-sid')).json()) as {
          data: { sid: string };
        };
        // Bodies read to the end: an unread one holds its connection.
        await (await api(`/api/v2/youmi/promotion/get-captcha?sid=${data.sid}&a=1`)).text();
        const state = (await (await api('/__fake/promotion')).json()) as {
          captchas: { sid: string; text: string }[];
        };
        const text = state.captchas.find((captcha) => captcha.sid === data.sid)?.text ?? '';
        // The app posts its forms URL-encoded.
        await api('/api/v2/youmi/promotion/get-sms', {
          method: 'POST',
          body: new URLSearchParams({ phone: '13911112222', capcode: text, sid: data.sid }),
        });
      },
    );
    const promotion = events.filter((event) => event.event === 'promotion').map((event) => event.data.data);
    expect(promotion).toEqual([
      { issued: 'captcha', sid: expect.stringMatching(/^SID\d+$/) },
      { issued: 'sms', phone: '13911112222' },
    ]);
  });
});
