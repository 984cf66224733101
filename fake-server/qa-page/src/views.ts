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

// A request log line as GET /__fake/requests and the 'request' event send it: the server's own types.
export type {
  LoggedResponse,
  NearMiss,
  RequestLogEntry as LogEntry,
} from '../../src/store/request-log-entry.ts';

export interface ClockView {
  now: string;
  offsetMs: number;
  seedDay: string;
  /** The last day the clock may show. */
  latestDay: string;
}
