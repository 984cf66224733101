/**
 * What `npm run dev` prints once both of its servers are up: the app URL, the QA page, where the
 * sandboxes are kept, and a table of seeded orders, products and landing templates with a link each.
 */
import type { AdminOrderView } from '../fake-server/src/admin/order-view.ts';
import type { AdminProductView } from '../fake-server/src/admin/product-view.ts';

export interface Announced {
  seconds: string;
  appOrigin: string;
  fakeOrigin: string;
  /** The sandboxes' file, undefined when they are in memory. */
  db: string | undefined;
  upstream: string | undefined;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The Ready block, from the fake server's own lists. */
export async function readyText(ready: Announced): Promise<string> {
  const { appOrigin, fakeOrigin } = ready;
  const { orders } = await json<{ orders: AdminOrderView[] }>(`${fakeOrigin}/__fake/orders`);
  const rows = orders.map(
    (o) =>
      `  ${o.orderId.padEnd(10)} ${String(o.orderStatus).padEnd(4)} ${o.note.slice(0, 44).padEnd(45)} ${o.appUrl}`,
  );
  // The confirmation screens start from a product, not an order: one line per seeded product.
  const { products } = await json<{ products: AdminProductView[] }>(`${fakeOrigin}/__fake/products`);
  const confirmRows = products.map(
    (p) => `  ${p.productId.padEnd(10)} ${p.note.slice(0, 44).padEnd(45)} ${p.confirmUrl}`,
  );
  // The promotion pages start from an advertising link: one per seeded landing template.
  const { templates } = await json<{ templates: { id: string; title: string }[] }>(
    `${fakeOrigin}/__fake/promotion`,
  );
  const promotionRows = templates.map(
    (t) =>
      `  ${t.id.padEnd(10)} ${t.title.slice(0, 44).padEnd(45)} ${appOrigin}/promotion.html#/register?id=${t.id}&links_id=L${t.id}&user_from=dev&utm_tag=dev&app_from=h5`,
  );
  return [
    '',
    `Ready in ${ready.seconds} s.`,
    `  App        ${appOrigin}/loanDetail?productId=…&orderId=…   (bridge simulator injected)`,
    `  QA page    ${fakeOrigin}/__fake   (switch statuses, scenarios, faults; see the request log)`,
    `  QA CLI     npm run fake -- --help`,
    ready.db
      ? `  Sandboxes  kept in ${ready.db} across restarts (delete it to start from the seed; FAKE_DB= keeps them in memory)`
      : '  Sandboxes  in memory (FAKE_DB is empty): a restart of the fake server starts them from the seed',
    '  Reloads    app code: Vite; fake-server/src: the fake server restarts; openapi/: regenerated, then both',
    ...(ready.upstream
      ? [
          `  Upstream   ${ready.upstream}: calls are forwarded and checked; drift on the QA page and in npm run fake -- drift`,
        ]
      : []),
    '',
    '  order      code what it shows                                open in the app',
    ...rows,
    '',
    '  product    what the confirmation shows                   open /confirm (/confirmOfPeriod, /confirmNew alike)',
    ...confirmRows,
    '',
    `  template   the advertising link promotes                 open the registration (captcha texts and SMS codes: ${fakeOrigin}/__fake/promotion)`,
    ...promotionRows,
    '',
  ].join('\n');
}
