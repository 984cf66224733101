/**
 * The screen gallery: every route of the app in every seeded state that changes what it shows,
 * each with what its sandbox needs and when its content has rendered. `npm run gallery`
 * (scripts/gallery/) photographs each entry at both viewports; tests/e2e/gallery.spec.ts checks
 * each for overflow and accessibility. Add a screen or a state here and both pick it up.
 *
 * Orders, products, complaints and channels are the fake server's seeded world
 * (fake-server/README.md). Not here: ORD110C, whose page redirects to a confirmation page of the
 * fake server (not an app screen), and the official `/About`, which draws nothing of its own.
 */
import type { Page } from '@playwright/test';
import type { GallerySandbox } from './gallery-sandbox.ts';

type AriaRole = Parameters<Page['getByRole']>[0];

/** An element that shows the content is there, found as the e2e specs find it. */
export type Ready =
  | { testId: string }
  | { role: AriaRole; name?: string; level?: number }
  | { text: string }
  | { title: string };

export interface GalleryEntry {
  /** Unique, file-name safe: names the PNGs and the failures. */
  id: string;
  /** The route it shows (the contact sheet groups by it). */
  route: string;
  title: string;
  /**
   * Path and query without the session (added by `withSession`); a function when the address is
   * answered by the sandbox (a pay code the app would have been sent to).
   */
  address: string | ((sandbox: GallerySandbox) => Promise<string>);
  /** Switches, scenarios, faults or state edits made before the page opens. */
  setup?: (sandbox: GallerySandbox) => Promise<void>;
  /** Every one of these is visible once the content has rendered. */
  ready: readonly Ready[];
  /** A cheap step after `ready`: a tap that opens a sheet or a tab, and what then shows. */
  tap?: { target: Ready; shows: Ready };
}

/** The viewports of the gallery: iPhone 13 and the smallest phone still in use (iPhone SE 1). */
export const GALLERY_VIEWPORTS = [
  { id: '390x844', width: 390, height: 844 },
  { id: '320x568', width: 320, height: 568 },
] as const;
export type GalleryViewport = (typeof GALLERY_VIEWPORTS)[number];

/** Browser engines a shot can come from; the contact sheet has a column per engine and viewport. */
export type GalleryEngine = 'chromium' | 'webkitgtk';

const status: Ready = { testId: 'status-text' };
const alert: Ready = { role: 'alert' };
/** The way to a person every error, empty and not-found state offers. */
const contact: Ready = { role: 'link', name: 'Contact customer service' };
const incompleteLink: readonly Ready[] = [
  alert,
  { role: 'heading', name: 'This link is incomplete', level: 1 },
  contact,
];

/** An order page entry of a seeded order. */
function order(
  orderId: string,
  productId: string,
  title: string,
  extra: readonly Ready[] = [],
): GalleryEntry {
  return {
    id: `order-${orderId.toLowerCase()}`,
    route: '/loanDetail',
    title: `${orderId}: ${title}`,
    address: `/loanDetail?productId=${productId}&orderId=${orderId}`,
    ready: [status, ...extra],
  };
}

/** The address generate-vcode answers for an order and channel: the page the app opens next. */
function payCodePage(productId: string, orderId: string, channelNumber: string) {
  return async (sandbox: GallerySandbox): Promise<string> => {
    const { payUrl } = await sandbox.apiData<{ payUrl: string }>('/v3/loan-details/generate-vcode', {
      productId,
      orderId,
      // The fake asks for the amount due whatever is sent; the app sends the amount due too.
      amount: '0',
      channelNumber,
    });
    return payUrl;
  };
}

/** The /carpmm link of an SMS for a code made for the order (requestType 1, the only one it serves). */
function carpmmFor(productId: string, orderId: string) {
  return async (sandbox: GallerySandbox): Promise<string> => {
    const payUrl = new URL(await payCodePage(productId, orderId, '90008')(sandbox), 'http://app');
    const amount = payUrl.searchParams.get('amount') ?? '';
    const payCode = payUrl.searchParams.get('payCode') ?? '';
    return `/carpmm?requestType=1&amount=${amount}&payCode=${payCode}`;
  };
}

const SHELL = 'appName=PesoGo&clientType=ios';
/** An advertising link's query without its template (`id`). */
const AD_LINK = 'app_from=h5&user_from=facebook&utm_tag=payday&links_id=L77&invite_code=FRIEND50';
const BUSY_ORDER = { operationId: 'loanDetails', code: '500', message: 'The order service is busy' };

export const GALLERY_ENTRIES: readonly GalleryEntry[] = [
  // The order page in each status and variant.
  order('ORD21', 'P1001', '21 under review'),
  order('ORD21C', 'P1002', '21 with a confirmation link'),
  order('ORD151', 'P1001', '151 disbursing, default service phone'),
  order('ORD110', 'P1003', '110 rejected, recommended products'),
  order('ORD170', 'P1002', '170 repaying, no default pay code'),
  order('ORD170T', 'P1003', '170 with the tip dialog', [{ role: 'dialog', name: 'Tips' }]),
  order('ORD170B', 'P1004', '170 with the bind-card popup', [{ role: 'dialog', name: 'Bind your account' }]),
  order('ORD174', 'P1001', '174 due, instruction banner'),
  order('ORD174R', 'P1002', '174 due with rollover'),
  order('ORD174H', 'P1003', '174 due, external repayment link'),
  order('ORD180', 'P1004', '180 overdue, penalty'),
  order('ORD180R', 'P1001', '180 overdue with rollover, repeat client'),
  order('ORD200', 'P1002', '200 settled, recommended products'),
  order('ORD200S', 'P1003', '200 settled with the rating prompt', [
    { role: 'dialog', name: 'Rate our service' },
  ]),
  {
    id: 'order-path-order',
    route: '/order',
    title: '/order (the same screen under its second path), ORD174R',
    address: '/order?productId=P1002&orderId=ORD174R',
    ready: [status],
  },
  {
    id: 'order-server-error',
    route: '/loanDetail',
    title: 'Server error (loan-details answers 500)',
    address: '/loanDetail?productId=P1001&orderId=ORD174',
    setup: (sandbox) => sandbox.fault(BUSY_ORDER),
    ready: [alert, { role: 'button', name: 'Retry' }],
  },
  {
    id: 'order-unknown',
    route: '/loanDetail',
    title: 'Unknown order',
    address: '/loanDetail?productId=P1001&orderId=NOPE',
    ready: [alert, { role: 'heading', name: 'Order not found', level: 1 }, contact],
  },
  {
    id: 'order-no-connection',
    route: '/loanDetail',
    title: 'No connection (loan-details dropped twice)',
    address: '/loanDetail?productId=P1001&orderId=ORD174',
    setup: (sandbox) => sandbox.fault({ operationId: 'loanDetails', drop: true, times: 2 }),
    ready: [{ role: 'heading', name: 'No connection', level: 1 }, { role: 'button', name: 'Retry' }, contact],
  },

  // Repayment.
  {
    id: 'repay-ord174',
    route: '/repay',
    title: 'ORD174 due',
    address: '/repay?productId=P1001&orderId=ORD174',
    ready: [{ role: 'button', name: 'Payment Method' }],
  },
  {
    id: 'repay-ord174-channels',
    route: '/repay',
    title: 'ORD174, the channel picker open',
    address: '/repay?productId=P1001&orderId=ORD174',
    ready: [{ role: 'button', name: 'Payment Method' }],
    tap: {
      target: { role: 'button', name: 'Payment Method' },
      shows: { role: 'dialog', name: 'Payment Method' },
    },
  },
  {
    id: 'repay-ord170',
    route: '/repay',
    title: 'ORD170 repaying (not yet due)',
    address: '/repay?productId=P1002&orderId=ORD170',
    ready: [{ role: 'button', name: 'Payment Method' }],
  },
  {
    id: 'repay-ord180',
    route: '/repay',
    title: 'ORD180 overdue with penalty',
    address: '/repay?productId=P1004&orderId=ORD180',
    ready: [{ role: 'button', name: 'Payment Method' }],
  },
  {
    id: 'repay-server-error',
    route: '/repay',
    title: 'Server error (loan-play-detail answers 500)',
    address: '/repay?productId=P1001&orderId=ORD174',
    setup: (sandbox) =>
      sandbox.fault({
        operationId: 'getInstalmentPlan',
        code: '500',
        message: 'The payment service is busy',
      }),
    ready: [alert, { role: 'button', name: 'Retry' }],
  },
  {
    id: 'repay-delay-ord174r',
    route: '/repayDelay',
    title: 'ORD174R extension',
    address: '/repayDelay?productId=P1002&orderId=ORD174R',
    ready: [{ role: 'button', name: 'Payment Method' }],
  },
  {
    id: 'repay-delay-ord180r',
    route: '/repayDelay',
    title: 'ORD180R extension, overdue',
    address: '/repayDelay?productId=P1001&orderId=ORD180R',
    ready: [{ role: 'button', name: 'Payment Method' }],
  },
  {
    id: 'code-type1-7eleven',
    route: '/repaymentOfCode',
    title: 'Type 1 (pay code): 7-Eleven, ORD174',
    address: payCodePage('P1001', 'ORD174', '90008'),
    ready: [{ testId: 'payment-code' }],
  },
  {
    id: 'code-type1-gcash',
    route: '/repaymentOfCode',
    title: 'Type 1 (pay code): GCash, ORD180 overdue',
    address: payCodePage('P1004', 'ORD180', '90006'),
    ready: [{ testId: 'payment-code' }],
  },
  {
    id: 'code-type2-qrph',
    route: '/repaymentOfCode',
    title: 'Type 2 (QR): QR Ph, ORD174',
    address: payCodePage('P1001', 'ORD174', '90009'),
    ready: [{ role: 'heading', name: 'Scan to pay' }],
  },
  {
    id: 'contract-ord174',
    route: '/repaymentOfCode2',
    title: 'ORD174 repayment',
    address: '/repaymentOfCode2?productId=P1001&orderId=ORD174',
    ready: [{ testId: 'total-payment' }],
  },
  {
    id: 'contract-ord174r-delay',
    route: '/repaymentOfCode2',
    title: 'ORD174R extension (isDelay=1)',
    address: '/repaymentOfCode2?productId=P1002&orderId=ORD174R&isDelay=1',
    ready: [{ testId: 'total-payment' }],
  },
  {
    id: 'carpmm',
    route: '/carpmm',
    title: 'SMS link with a 7-Eleven code of ORD174',
    address: carpmmFor('P1001', 'ORD174'),
    ready: [{ testId: 'carpmm-code' }],
  },
  {
    id: 'carpmm-incomplete',
    route: '/carpmm',
    title: 'Incomplete link (requestType 2)',
    address: '/carpmm?requestType=2&amount=125000&payCode=8812345678',
    ready: incompleteLink,
  },
  {
    id: 'payment-instructions',
    route: '/paymentInstructions',
    title: 'How to pay',
    address: '/paymentInstructions',
    ready: [{ role: 'heading', name: 'How to pay', level: 1 }],
  },
  {
    id: 'legacy-repay',
    route: '/legacyRepay',
    title: 'Bank cards of ORD174',
    // The amount due in centavos, as the repayment page links it.
    address: async (sandbox) =>
      `/legacyRepay?productId=P1001&orderId=ORD174&amount=${(await sandbox.order('ORD174')).totalDue}`,
    ready: [{ role: 'region', name: 'Bank cards' }],
  },

  // Confirmations: variant 1 (/confirm, /confirmOfPeriod) and variant 2 (/confirmNew).
  {
    id: 'confirm-p1001',
    route: '/confirm',
    title: 'P1001, no popup',
    address: '/confirm?productId=P1001',
    ready: [{ role: 'button', name: 'Loan Now' }],
  },
  {
    id: 'confirm-p1002-agreement',
    route: '/confirm',
    title: 'P1002, the agreement popup on load',
    address: '/confirm?productId=P1002',
    ready: [
      { role: 'button', name: 'Loan Now' },
      { role: 'dialog', name: 'Loan agreement' },
    ],
  },
  {
    id: 'confirm-of-period-p1003',
    route: '/confirmOfPeriod',
    title: 'P1003, 4 instalments',
    address: '/confirmOfPeriod?productId=P1003',
    ready: [{ role: 'button', name: 'Loan Now' }],
  },
  {
    id: 'confirm-new-p1001',
    route: '/confirmNew',
    title: 'P1001, no popup',
    address: `/confirmNew?productId=P1001&${SHELL}`,
    ready: [{ role: 'button', name: 'Loan Now' }],
  },
  {
    id: 'confirm-new-p1003-promotion',
    route: '/confirmNew',
    title: 'P1003, 4 instalments, the promotional popup',
    address: `/confirmNew?productId=P1003&${SHELL}`,
    ready: [
      { role: 'button', name: 'Loan Now' },
      { role: 'dialog', name: 'Promotion' },
    ],
  },
  {
    id: 'confirm-new-p1004-rupee',
    route: '/confirmNew',
    title: 'P1004, currencyFlag 1 (₹), the promotional popup',
    address: `/confirmNew?productId=P1004&${SHELL}`,
    ready: [
      { role: 'button', name: 'Loan Now' },
      { role: 'dialog', name: 'Promotion' },
    ],
  },

  // Bind bank.
  {
    id: 'bind-bank',
    route: '/bindBank',
    title: 'E-wallet form (P1001)',
    address: '/bindBank?product_id=P1001',
    ready: [{ role: 'heading', name: 'Payment account information', level: 1 }],
  },
  {
    id: 'bind-bank-no-product',
    route: '/bindBank',
    title: 'Link without the product',
    address: '/bindBank',
    ready: incompleteLink,
  },

  // Complaints.
  {
    id: 'complaint',
    route: '/complaint',
    title: 'Question types and the latest order',
    address: '/complaint',
    ready: [{ role: 'region', name: 'Question type' }],
  },
  {
    id: 'complaint-next',
    route: '/complainPageNext',
    title: 'Describe your question (App problem)',
    address: '/complainPageNext?problemType=4&orderNo=ORD174R&typeName=App%20problem',
    ready: [{ role: 'heading', name: 'Describe your question', level: 1 }],
  },
  {
    id: 'complaint-list',
    route: '/complaintList',
    title: 'Processing tab',
    address: '/complaintList',
    ready: [
      { role: 'heading', name: 'My complaints', level: 1 },
      { role: 'tabpanel', name: 'Processing' },
    ],
  },
  {
    id: 'complaint-list-processed',
    route: '/complaintList',
    title: 'Processed tab',
    address: '/complaintList',
    ready: [
      { role: 'heading', name: 'My complaints', level: 1 },
      { role: 'tabpanel', name: 'Processing' },
    ],
    tap: { target: { role: 'tab', name: 'Processed' }, shows: { role: 'tabpanel', name: 'Processed' } },
  },
  {
    id: 'complaint-list-empty',
    route: '/complaintList',
    title: 'No complaints (empty list)',
    address: '/complaintList',
    setup: (sandbox) =>
      sandbox.editState((exported) => {
        exported.state.complaint.complaints = [];
      }),
    ready: [
      { role: 'heading', name: 'My complaints', level: 1 },
      { text: 'No complaints here yet.' },
      { role: 'link', name: 'File a complaint' },
    ],
  },
  {
    id: 'complaint-list-server-error',
    route: '/complaintList',
    title: 'Server error (scenario server-error)',
    address: '/complaintList',
    setup: (sandbox) => sandbox.scenario('server-error'),
    ready: [alert, { role: 'button', name: 'Retry' }],
  },
  {
    id: 'complaint-details-replied',
    route: '/complainDetails',
    title: 'CP1001 replied with images, waiting for a rating (process result)',
    address: '/complainDetails?problemId=CP1001',
    ready: [{ role: 'region', name: 'Process Result' }],
  },
  {
    id: 'complaint-details-rated',
    route: '/complainDetails',
    title: 'CP1002 replied, rated 4',
    address: '/complainDetails?problemId=CP1002',
    ready: [{ role: 'region', name: 'Process Result' }],
  },
  {
    id: 'complaint-details-processing',
    route: '/complainDetails',
    title: 'CP1003 processing (no process result)',
    address: '/complainDetails?problemId=CP1003',
    ready: [{ role: 'region', name: 'Description' }],
  },

  // Service, legal, official site.
  {
    id: 'customer-service',
    route: '/customerService',
    title: 'Contacts',
    address: '/customerService',
    ready: [{ role: 'region', name: 'Contacts' }],
  },
  {
    id: 'about-us',
    route: '/aboutUs',
    title: 'About us',
    address: '/aboutUs',
    ready: [{ role: 'article', name: 'About us' }],
  },
  {
    id: 'privacy-policy',
    route: '/privacyPolicy',
    title: 'Privacy Policy',
    address: '/privacyPolicy',
    ready: [{ role: 'article', name: 'Privacy Policy' }],
  },
  {
    id: 'loan-agreement',
    route: '/loanAgreement',
    title: 'Loan terms and conditions',
    address: '/loanAgreement',
    ready: [{ role: 'article', name: 'Loan terms and conditions' }],
  },
  {
    id: 'official-home',
    route: '/',
    title: 'Official site: Home tab',
    address: '/',
    ready: [{ role: 'tab', name: 'Home' }],
  },
  {
    id: 'official-policy',
    route: '/Policy',
    title: 'Official site: Privacy Agreement tab',
    address: '/Policy',
    ready: [{ title: 'Privacy Policy' }, { role: 'tab', name: 'Privacy Agreement' }],
  },
  {
    id: 'official-loan',
    route: '/Loan',
    title: 'Official site: Loan terms tab',
    address: '/Loan',
    ready: [
      { role: 'article', name: 'Loan terms and conditions' },
      { role: 'tab', name: 'Home' },
    ],
  },

  // The rest of the app.
  {
    id: 'joint-login-error',
    route: '/error',
    title: 'Partner sign-in failed, recommended products',
    address: '/error',
    ready: [{ role: 'heading', name: 'Failed', level: 1 }],
  },
  {
    id: 'test-preview',
    route: '/testPreview',
    title: 'Test preview',
    address: '/testPreview',
    ready: [{ role: 'heading', name: 'Test preview', level: 1 }],
  },
  {
    id: 'suggestion',
    route: '/suggestion',
    title: 'Suggestion',
    address: '/suggestion',
    ready: [{ role: 'heading', name: 'Suggestion', level: 1 }],
  },
  {
    id: 'not-found',
    route: 'not found',
    title: 'An address no route serves',
    address: '/no-such-screen',
    ready: [{ role: 'heading', name: 'Page not found', level: 1 }, contact],
  },

  // The promotion pages (promotion.html, hash routes), opened as an advertising link opens them.
  // The three landing templates differ in title, subtitle, button text and banner.
  ...(['1', '2', '3'] as const).map(
    (templateId): GalleryEntry => ({
      id: `promotion-register-${templateId}`,
      route: 'promotion.html#/register',
      title: `Registration, landing template ${templateId}`,
      address: `/promotion.html#/register?${AD_LINK}&id=${templateId}`,
      ready: [{ role: 'form', name: 'Registration' }],
    }),
  ),
  {
    id: 'promotion-download',
    route: 'promotion.html#/download',
    title: 'Download',
    address: '/promotion.html#/download?id=1&down_id=D1',
    ready: [{ role: 'region', name: 'Download' }],
  },
  {
    id: 'promotion-agreement',
    route: 'promotion.html#/agreement',
    title: 'Registration agreement',
    address: '/promotion.html#/agreement',
    ready: [{ role: 'heading', name: 'Registration Agreement', level: 1 }],
  },
];
