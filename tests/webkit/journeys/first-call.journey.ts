import type { Query } from '../support/find-in-page.ts';
import { expect, journey } from '../support/journey.ts';

/**
 * Screens whose first API call the page's inline script sends from the HTML (a fetch) while the
 * app loads; the screen takes that answer instead of asking again (its own client uses XHR).
 */
const SCREENS: {
  path: string;
  query: Record<string, string>;
  api: string;
  operationId: string;
  shown: Query;
}[] = [
  {
    path: '/loanDetail',
    query: { productId: 'P1002', orderId: 'ORD174R' },
    api: '/v3/loan-details/loan-details',
    operationId: 'loanDetails',
    shown: { testId: 'status-text' },
  },
  {
    path: '/repay',
    query: { productId: 'P1001', orderId: 'ORD174' },
    api: '/v3/installment/loan-play-detail',
    operationId: 'getInstalmentPlan',
    shown: { testId: 'repay-amount' },
  },
  {
    path: '/confirm',
    query: { productId: 'P1001' },
    api: '/v3/loan-confirm/loan-detail-confirm',
    operationId: 'getLoanConfirmDetails',
    shown: { role: 'button', name: 'Loan Now', exact: true },
  },
  {
    path: '/complaint',
    query: {},
    api: '/spoken/user-problem/problem-init',
    operationId: 'problemInit',
    shown: { role: 'region', name: 'Question type' },
  },
  {
    path: '/bindBank',
    query: { product_id: 'P1001' },
    api: '/spoken/card-init',
    operationId: 'cardInit',
    shown: { role: 'heading', name: 'Payment account information' },
  },
];

/** How the page fetched `api` so far: 'fetch' (the HTML's early call) or 'xmlhttprequest' (the app's). */
const initiators = (api: string) =>
  `return performance.getEntriesByType('resource')
     .filter((entry) => new URL(entry.name).pathname === ${JSON.stringify(api)})
     .map((entry) => entry.initiatorType);`;

journey(
  'the early first call: each screen asks its first call once, from the HTML',
  async ({ phone, fake }) => {
    for (const screen of SCREENS) {
      await phone.open(screen.path, screen.query);
      await phone.get(screen.shown).waitVisible();
      expect(await phone.run(initiators(screen.api)), screen.path).toEqual(['fetch']);
      // The shell's resume makes the screen ask again, with its own client: once the server has that
      // second call, anything the first load would still have sent has arrived before it.
      await phone.emit('resume');
      await expect
        .poll(() => phone.run(initiators(screen.api)), { message: screen.path })
        .toEqual(['fetch', 'xmlhttprequest']);
      // A second call of the first load would have reached the server before the resume's.
      expect(await fake.callsOf(screen.operationId), screen.path).toHaveLength(2);
      await fake.reset();
    }
  },
);
