import { type Response, Router } from 'express';
import { countOf } from '../../../content/count.ts';
import { PRIVACY_POLICY } from '../../../content/legal/legal-texts.ts';
import {
  LATE_PENALTY_RULE,
  LENDER_RATES,
  MAX_MONTHLY_INTEREST,
  TOTAL_COST_RULE,
} from '../../../content/legal/loan-rates.ts';
import { badEscapeAsText } from '../admin/bad-escape.ts';
import type { FakeServer } from '../fake-server.ts';
import { sandboxIdOf } from '../store/sandbox.ts';
import { appQuery } from '../store/shared/links.ts';
import { formatMoney } from '../store/shared/money.ts';
import { orderMoney } from '../store/shared/order-money.ts';
import { escapeHtml, htmlPage, scriptJson } from './html.ts';

/** Agreement paragraphs; the loan terms follow spec §9, their rates the rate table (content/legal/loan-rates.ts). */
const AGREEMENT_TEXT = [
  'The borrower must be a Filipino citizen over 18 years of age with a permanent address in the Philippines.',
  `The loan term is ${LENDER_RATES.termDays.min} to ${LENDER_RATES.termDays.max} calendar days. The amount is credited ${LENDER_RATES.creditDays.min}-${LENDER_RATES.creditDays.max} calendar days after acceptance.`,
  'Prepayment is possible after half of the term has elapsed and at least 7 days after disbursal.',
  `Interest is at most ${MAX_MONTHLY_INTEREST} a month. ${LATE_PENALTY_RULE} ${TOTAL_COST_RULE}`,
  'The borrower notifies the lender of any change of personal details within 3 days.',
];

/** A fake partner's action: one admin call (saved and announced by it), then back to the app. */
interface PageAction {
  path: string;
  method: 'POST' | 'PATCH';
  body: Record<string, unknown>;
}

/**
 * The script of a fake page's button: does the action, shows the outcome, returns to the app. Its
 * values come from the sandbox (an imported world's order ids too): each is written by scriptJson.
 */
function actionScript(action: PageAction, sessionId: string, appUrl: string): string {
  const url = `/__fake${action.path}?sessionId=${encodeURIComponent(sessionId)}`;
  return `document.getElementById('act').addEventListener('click', async () => {
  const res = await fetch(${scriptJson(url)}, { method: ${scriptJson(action.method)}, headers: { 'Content-Type': 'application/json' }, body: ${scriptJson(JSON.stringify(action.body))} });
  const answer = await res.json().catch(() => ({}));
  document.getElementById('result').textContent = res.ok ? (answer.message ?? 'Done') + ' Returning to the app…' : 'Failed: ' + (answer.error ?? res.status);
  if (res.ok) setTimeout(() => { location.href = ${scriptJson(appUrl)}; }, 800);
});`;
}

/** Answers a page that is not there, saying what was asked (`what` is plain text). */
function notFound(res: Response, what: string): void {
  res.status(404).send(htmlPage('Not found', `<h1>${escapeHtml(what)}</h1>`));
}

/** The app's order page of an order in a sandbox, where the fake pages send the borrower back. */
function orderAppUrl(server: FakeServer, productId: string, orderId: string, sessionId: string): string {
  return `${server.appOrigin}/loanDetail?${appQuery({ productId, orderId, sessionId })}`;
}

/**
 * GET /__fake/pages/…: the web pages the fake world links to (agreements, product pages, the
 * external repayment page, the withdraw confirmation, the web page of a channel), so no link leaves
 * the machine.
 */
export function pagesRouter(server: FakeServer): Router {
  const router = Router();
  const productOf = (productId: string) =>
    server.seedWorld.shared.products.find((product) => product.productId === productId);

  router.get('/agreements/:productId/:position', (req, res) => {
    const product = productOf(req.params.productId);
    const title = product?.agreements[Number(req.params.position)];
    if (product === undefined || title === undefined) {
      notFound(res, 'No such agreement');
      return;
    }
    const paragraphs = AGREEMENT_TEXT.map((text, index) => `<p>${index + 1}. ${escapeHtml(text)}</p>`).join(
      '',
    );
    const order =
      typeof req.query.orderId === 'string'
        ? `<p class="muted">Order ${escapeHtml(req.query.orderId)}</p>`
        : '';
    res.send(
      htmlPage(
        title,
        `<h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(product.name)} · fake agreement</p>${order}${paragraphs}`,
      ),
    );
  });

  // The policy page the official site's /Policy shows in an iframe (VITE_POLICY_URL in production):
  // the app's own text, so there is one source.
  router.get('/policy', (_req, res) => {
    const sections = PRIVACY_POLICY.sections
      .map(
        (section) =>
          `<h2>${escapeHtml(section.heading)}</h2>${section.paragraphs
            .map((paragraph) =>
              typeof paragraph === 'string'
                ? `<p>${escapeHtml(paragraph)}</p>`
                : `<ul>${paragraph.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
            )
            .join('')}`,
      )
      .join('');
    const lead = PRIVACY_POLICY.lead ? `<p>${escapeHtml(PRIVACY_POLICY.lead)}</p>` : '';
    res.send(
      htmlPage(PRIVACY_POLICY.title, `<h1>${escapeHtml(PRIVACY_POLICY.title)}</h1>${lead}${sections}`),
    );
  });

  router.get('/products/:productId', (req, res) => {
    const product = productOf(req.params.productId);
    if (product === undefined) {
      notFound(res, 'No such product');
      return;
    }
    const range = `${formatMoney(product.minAmount)} – ${formatMoney(product.maxAmount)}`;
    res.send(
      htmlPage(
        product.name,
        `<div class="card"><img src="${escapeHtml(product.logo)}" width="64" height="64" alt=""><h1>${escapeHtml(product.name)}</h1>` +
          `<p>${escapeHtml(product.description)}</p><p>Amount ${escapeHtml(range)} · ${countOf(product.termDays, 'day')}</p>` +
          '<p class="muted">Product page opened by the product jump (fake).</p></div>',
      ),
    );
  });

  const orderPage = (kind: 'external-repay' | 'withdraw') =>
    router.get(`/${kind}/:orderId`, (req, res) => {
      const sessionId = sandboxIdOf(req.query);
      const sandbox = server.sandboxes.get(sessionId);
      const order = sandbox.state.shared.orders.find((candidate) => candidate.orderId === req.params.orderId);
      const product =
        order && sandbox.state.shared.products.find((candidate) => candidate.productId === order.productId);
      if (order === undefined || product === undefined) {
        notFound(res, `No order ${req.params.orderId} in sandbox ${sessionId}`);
        return;
      }
      const appUrl = orderAppUrl(server, product.productId, order.orderId, sessionId);
      const money = orderMoney(order, product, server.nowOf(sandbox));
      const body =
        kind === 'external-repay'
          ? `<div class="card"><h1>Partner repayment page</h1><p>Order ${escapeHtml(order.orderId)} · ${escapeHtml(product.name)}</p>` +
            `<p>Amount due <b>${formatMoney(money.totalDue)}</b></p><button id="act">Simulate a successful payment</button>` +
            '<p id="result" class="muted">Paying the full amount settles the order (status 200).</p></div>'
          : `<div class="card"><h1>Confirm your withdrawal</h1><p>Order ${escapeHtml(order.orderId)} · ${escapeHtml(product.name)}</p>` +
            `<p>You receive <b>${formatMoney(money.received)}</b> in ${escapeHtml(order.account)}.</p><button id="act">Confirm withdrawal</button>` +
            '<p id="result" class="muted">Confirming starts the disbursal (status 151).</p></div>';
      const action: PageAction =
        kind === 'external-repay'
          ? { path: '/payments', method: 'POST', body: { orderId: order.orderId } }
          : {
              path: `/orders/${encodeURIComponent(order.orderId)}`,
              method: 'PATCH',
              body: { orderStatus: 151 },
            };
      res.send(
        htmlPage(
          kind === 'external-repay' ? 'Repayment' : 'Withdrawal',
          body,
          actionScript(action, sessionId, appUrl),
        ),
      );
    });
  orderPage('external-repay');
  orderPage('withdraw');

  // The web page of a channel that pays on its own site (payType 3): generate-vcode answers it.
  router.get('/channel-pay/:payCode', (req, res) => {
    const sessionId = sandboxIdOf(req.query);
    const { state } = server.sandboxes.get(sessionId);
    const payment = state.repay.payments.find((candidate) => candidate.payCode === req.params.payCode);
    const order = payment && state.shared.orders.find((candidate) => candidate.orderId === payment.orderId);
    const channel =
      payment && state.shared.channels.find((candidate) => candidate.channelNumber === payment.channelNumber);
    if (payment === undefined || order === undefined || channel === undefined) {
      notFound(res, `No payment ${req.params.payCode} in sandbox ${sessionId}`);
      return;
    }
    const appUrl = orderAppUrl(server, order.productId, order.orderId, sessionId);
    const what = payment.isDelay ? 'Extension fee' : 'Repayment';
    const effect = payment.isDelay
      ? 'Paying the fee moves the due date by the loan term.'
      : 'Paying the full amount settles the order (status 200).';
    const action =
      payment.status === 'pending'
        ? `<button id="act">Simulate a successful payment</button><p id="result" class="muted">${effect}</p>`
        : `<p class="muted">This payment is ${escapeHtml(payment.status)}: ${escapeHtml(payment.outcome)}</p>` +
          `<a class="button" href="${escapeHtml(appUrl)}">Back to the app</a>`;
    const body =
      `<div class="card"><h1>${escapeHtml(channel.name)}</h1><p>${what} of order ${escapeHtml(order.orderId)}</p>` +
      `<p>Amount <b>${formatMoney(payment.amount)}</b></p><p>Reference number <b>${escapeHtml(payment.payCode)}</b></p>` +
      `${action}</div>`;
    const script =
      payment.status === 'pending'
        ? actionScript(
            { path: `/payments/${encodeURIComponent(payment.payCode)}/pay`, method: 'POST', body: {} },
            sessionId,
            appUrl,
          )
        : '';
    res.send(htmlPage(channel.name, body, script));
  });
  router.use(badEscapeAsText);
  return router;
}
