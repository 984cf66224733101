// What the page reads from the QA control API (GET /__fake/…): the fields it uses, as the server's
// views (fake-server/src/admin/order-view.ts, product-view.ts, …) send them.
import type { ScenarioPreset } from '../../src/scenarios/presets.ts';
import type { REVIEW_DECISIONS } from '../../src/store/shared/order-statuses.ts';
import type { SwitchedFlags } from '../../src/store/shared/qa-flag-switches.ts';

export interface NextStep {
  toName: string;
  trigger: string;
  how: string;
}

export interface PendingPayment {
  payCode: string;
  amount: number;
  isDelay: boolean;
  autoPayAt: string | null;
  carpmmUrl?: string;
}

export interface OrderView {
  orderId: string;
  productId: string;
  productName: string;
  orderStatus: number;
  note: string;
  flags: SwitchedFlags;
  dueDate: string;
  totalDue: number;
  penalty: number;
  overdueDays: number;
  lifecycle: { decision: (typeof REVIEW_DECISIONS)[number]; repeatClient: boolean };
  next: NextStep[];
  pendingPayments: PendingPayment[];
  appUrl: string;
  repayUrl: string;
}

export interface ProductView {
  productId: string;
  productName: string;
  note: string;
  confirmUrl: string;
  confirmOfPeriodUrl: string;
  confirmNewUrl: string;
}

export interface ScenarioView {
  active: string;
  delayMs: number | null;
  presets: Pick<ScenarioPreset, 'name' | 'description'>[];
}

export interface UpstreamView {
  upstream: { origin: string; record: boolean } | null;
  own: boolean;
  fakeUpstream: string | null;
}

export interface DriftEntry {
  operationId: string;
  path: string;
  expected: string;
  received: string;
  count: number;
  firstSeen: string;
}

export interface DriftView {
  sandboxes: { entries: DriftEntry[] }[];
}

export interface OperationView {
  operationId: string;
  method: string;
  path: string;
}

/** A request log line as GET /__fake/requests and the 'request' event send it (RequestLogEntry). */
export interface LogEntry {
  id: number;
  at: string;
  sandboxId: string;
  method: string;
  path: string;
  operationId: string | null;
  query: unknown;
  body: unknown;
  code: string | null;
  httpStatus: number;
  message: string | null;
  durationMs: number;
  effect: string | null;
  /** Path and query as sent (bounded). */
  url: string;
  /** Content type and the app's own headers, to send the call again. */
  requestHeaders: Record<string, string>;
  /** Null when nothing was sent back (dropped, hung up) and for notices. */
  response: LoggedResponse | null;
  nearMiss: NearMiss | null;
}

export interface LoggedResponse {
  headers: Record<string, string>;
  body: unknown;
}

export interface NearMiss {
  kind: 'no-operation' | 'refused';
  closest: OperationView | null;
  reason: string;
}

export interface ClockView {
  now: string;
  offsetMs: number;
  seedDay: string;
}
