import type { APIRequestContext } from '@playwright/test';
import type { AdminOrderView } from '../../../fake-server/src/admin/order-view.ts';
import type { FaultInput } from '../../../fake-server/src/scenarios/faults.ts';
import type { RequestLogEntry } from '../../../fake-server/src/store/sandbox.ts';
import type { OrderDetail } from '../../../openapi/generated/model/index.ts';
import { FAKE_ORIGIN } from '../ports.ts';

/** GET /__fake/promotion (newest first). */
export interface PromotionView {
  captchas: { sid: string; text: string }[];
  smsCodes: { phone: string; code: string; sid: string }[];
  registered: { phone: string; userId: string; templateId: string; inviteCode: string }[];
  tracks: { kind: 'visit' | 'click'; pageId: string; clientType: string; phone: string }[];
}

/** One entry of the request log; the bodies the app sends are form fields. */
export type FakeRequest = Omit<RequestLogEntry, 'body'> & { body: Record<string, unknown> };

/**
 * The QA admin API of the fake server (DESIGN §6), bound to one test's sandbox.
 * @example await fake.setOrder('ORD174R', { orderStatus: 200 });
 */
export class FakeAdmin {
  readonly sessionId: string;
  private readonly request: APIRequestContext;

  constructor(request: APIRequestContext, sessionId: string) {
    this.request = request;
    this.sessionId = sessionId;
  }

  private url(path: string): string {
    return `${FAKE_ORIGIN}/__fake${path}?sessionId=${encodeURIComponent(this.sessionId)}`;
  }

  private async send(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    data?: unknown,
  ): Promise<unknown> {
    // Playwright sends JSON only with `data`; the header shows a bodiless change (reset) is meant.
    const response = await this.request.fetch(this.url(path), {
      method,
      data,
      headers: { 'X-Fake-Admin': '1' },
    });
    if (!response.ok()) {
      throw new Error(
        `Fake admin ${method} ${path} failed with ${response.status()}: ${await response.text()}`,
      );
    }
    return response.json();
  }

  setOrder(orderId: string, patch: Record<string, unknown>): Promise<unknown> {
    return this.send('PATCH', `/orders/${encodeURIComponent(orderId)}`, patch);
  }

  scenario(name: string): Promise<unknown> {
    return this.send('POST', '/scenario', { name });
  }

  fault(spec: FaultInput): Promise<unknown> {
    return this.send('POST', '/faults', spec);
  }

  async orders(): Promise<AdminOrderView[]> {
    const body = (await this.send('GET', '/orders')) as { orders: AdminOrderView[] };
    return body.orders;
  }

  async order(orderId: string): Promise<AdminOrderView> {
    const found = (await this.orders()).find((order) => order.orderId === orderId);
    if (!found)
      throw new Error(`Seeded order ${orderId} does not exist in the fake server; see GET /__fake/orders.`);
    return found;
  }

  /**
   * The `data` a contract operation answers in this sandbox, asked straight from the fake server
   * (POST with a form body), so a test knows what the page should show.
   */
  async apiData<T>(path: string, form: Record<string, string> = {}): Promise<T> {
    const response = await this.request.post(
      `${FAKE_ORIGIN}${path}?sessionId=${encodeURIComponent(this.sessionId)}`,
      {
        form,
      },
    );
    const body = (await response.json()) as { code: string; message: string; data: T };
    if (body.data === null) throw new Error(`${path} answered ${body.code}: ${body.message}`);
    return body.data;
  }

  /** The `data` a contract GET operation answers in this sandbox (query params as text). */
  async apiGetData<T>(path: string, query: Record<string, string> = {}): Promise<T> {
    const search = new URLSearchParams({ ...query, sessionId: this.sessionId });
    const response = await this.request.get(`${FAKE_ORIGIN}${path}?${search}`);
    const body = (await response.json()) as { code: string; message: string; data: T };
    if (body.data === null) throw new Error(`${path} answered ${body.code}: ${body.message}`);
    return body.data;
  }

  /** What loan-details answers for an order in this sandbox. */
  async orderDetail(orderId: string): Promise<OrderDetail> {
    const { productId } = await this.order(orderId);
    return this.apiData<OrderDetail>('/v3/loan-details/loan-details', { productId, orderId });
  }

  /**
   * A pending pay code for an order, made by the call the app makes when a channel is picked on
   * its repayment page (generate-vcode, 7-Eleven: a code to pay at the counter), for the amount due.
   * @example const payCode = await fake.makePayCode('ORD174');
   */
  async makePayCode(orderId: string): Promise<string> {
    const { productId, totalDue } = await this.order(orderId);
    const { payUrl } = await this.apiData<{ payUrl: string }>('/v3/loan-details/generate-vcode', {
      productId,
      orderId,
      amount: String(totalDue),
      channelNumber: '90008',
    });
    const payCode = new URL(payUrl, FAKE_ORIGIN).searchParams.get('payCode');
    if (!payCode) throw new Error(`generate-vcode answered no pay code for ${orderId}: ${payUrl}`);
    return payCode;
  }

  /** What the promotion calls issued in this sandbox: captcha texts, SMS codes, registrations, tracks. */
  async promotion(): Promise<PromotionView> {
    return (await this.send('GET', '/promotion')) as PromotionView;
  }

  /** The text of the captcha picture a session shows now. */
  async captchaText(sid: string): Promise<string> {
    const found = (await this.promotion()).captchas.find((captcha) => captcha.sid === sid);
    if (!found?.text) throw new Error(`No captcha drawn for session ${sid} in sandbox ${this.sessionId}.`);
    return found.text;
  }

  reset(): Promise<unknown> {
    return this.send('POST', '/reset');
  }

  async requests(): Promise<FakeRequest[]> {
    const { requests } = (await this.send('GET', '/requests')) as { requests: FakeRequest[] };
    return requests;
  }

  /** The calls of one operation, oldest first. */
  async callsOf(operationId: string): Promise<FakeRequest[]> {
    return (await this.requests()).filter((entry) => entry.operationId === operationId);
  }
}
