/**
 * `npm run dev`: the fake server and the app's dev server together (concurrently), then, once both
 * answer, the app URL, the QA page and a table of seeded orders with a link for each.
 */
import { concurrently } from 'concurrently';
import type { AdminOrderView } from '../fake-server/src/admin/order-view.ts';
import type { AdminProductView } from '../fake-server/src/admin/product-view.ts';

const fakePort = process.env.FAKE_PORT ?? '4010';
const appOrigin = 'http://127.0.0.1:5173';
const fakeOrigin = `http://127.0.0.1:${fakePort}`;
const started = Date.now();

const { result } = concurrently(
  [
    {
      name: 'fake',
      command: 'node fake-server/src/main.ts',
      prefixColor: 'yellow',
      env: { FAKE_PORT: fakePort, FAKE_APP_ORIGIN: appOrigin },
    },
    {
      name: 'app',
      command: 'vite --config web/vite.config.ts',
      prefixColor: 'cyan',
      env: { FAKE_PORT: fakePort },
    },
  ],
  { killOthersOn: ['failure', 'success'], prefix: 'name' },
);

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  while (!(await answers(url))) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`Failed to start: ${url} did not answer within ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function announce(): Promise<void> {
  await Promise.all([waitFor(`${fakeOrigin}/__fake/orders`), waitFor(`${appOrigin}/`)]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const { orders } = (await (await fetch(`${fakeOrigin}/__fake/orders`)).json()) as {
    orders: AdminOrderView[];
  };
  const rows = orders.map(
    (o) =>
      `  ${o.orderId.padEnd(10)} ${String(o.orderStatus).padEnd(4)} ${o.note.slice(0, 44).padEnd(45)} ${o.appUrl}`,
  );
  // The confirmation screens start from a product, not an order: one line per seeded product.
  const { products } = (await (await fetch(`${fakeOrigin}/__fake/products`)).json()) as {
    products: AdminProductView[];
  };
  const confirmRows = products.map(
    (p) => `  ${p.productId.padEnd(10)} ${p.note.slice(0, 44).padEnd(45)} ${p.confirmUrl}`,
  );
  // The promotion pages start from an advertising link: one per seeded landing template.
  const { templates } = (await (await fetch(`${fakeOrigin}/__fake/promotion`)).json()) as {
    templates: { id: string; title: string }[];
  };
  const promotionRows = templates.map(
    (t) =>
      `  ${t.id.padEnd(10)} ${t.title.slice(0, 44).padEnd(45)} ${appOrigin}/promotion.html#/register?id=${t.id}&links_id=L${t.id}&user_from=dev&utm_tag=dev&app_from=h5`,
  );
  console.log(
    [
      '',
      `Ready in ${seconds} s.`,
      `  App       ${appOrigin}/loanDetail?productId=…&orderId=…   (bridge simulator injected)`,
      `  QA page   ${fakeOrigin}/__fake   (switch statuses, scenarios, faults; see the request log)`,
      `  QA CLI    npm run fake -- --help`,
      ...(process.env.FAKE_UPSTREAM
        ? [
            `  Upstream  ${process.env.FAKE_UPSTREAM}: calls are forwarded and checked; drift on the QA page and in npm run fake -- drift`,
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
    ].join('\n'),
  );
}

announce().catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
