// The fake pages render values of the sandbox's world, and an imported world holds whatever its
// file said: an order id or a pay code may carry markup. Whatever it holds, each page must keep it
// as data: the text a borrower reads, the values its button's script sends, and nothing else.
import fc from 'fast-check';
import { type Document, Window } from 'happy-dom';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createServerApp } from '../app.ts';
import { FIXED_NOW } from '../test-support/test-kit.ts';

const APP_ORIGIN = 'http://127.0.0.1:5173';

/** A world whose ids are hostile, set in the sandbox's state directly (imports may refuse them). */
function hostileWorld() {
  const { app, server } = createServerApp({ seed: 1, now: () => FIXED_NOW, appOrigin: APP_ORIGIN });
  let sandboxes = 0;
  /**
   * A new sandbox, named after `id` too, whose order `orderId` is now `id`; with a pending pay code
   * `id` on it.
   */
  const sandboxWith = (orderId: string, id: string): string => {
    sandboxes += 1;
    const sandboxId = `hostile-${sandboxes}${[...id].slice(0, 40).join('')}`;
    const { state } = server.sandboxes.get(sandboxId);
    const order = state.shared.orders.find((candidate) => candidate.orderId === orderId);
    if (order === undefined) throw new Error(`no ${orderId} in the seed`);
    order.orderId = id;
    state.repay.payments.push({
      payCode: id,
      orderId: id,
      channelNumber: '90011',
      amount: 100_00,
      isDelay: false,
      at: FIXED_NOW.toISOString(),
      status: 'pending',
      paidAt: null,
      outcome: '',
      autoPayAt: null,
    });
    return sandboxId;
  };
  return { app, sandboxWith };
}

/** A path segment Express reads back as `id` exactly (dots too: `..` must not be resolved away). */
const segment = (id: string) => encodeURIComponent(id).replaceAll('.', '%2E');

/** What the page's button does, its script run against stand-ins for the DOM and fetch. */
async function pressTheButton(script: string): Promise<{ url: string; body: unknown; href: string }> {
  let onClick: (() => Promise<void>) | undefined;
  const fetched: { url: string; body: unknown }[] = [];
  const location = { href: '' };
  const document = {
    getElementById: (id: string) =>
      id === 'act'
        ? { addEventListener: (_type: string, listener: () => Promise<void>) => (onClick = listener) }
        : { textContent: '' },
  };
  const fetch = async (url: string, init: { body: string }) => {
    fetched.push({ url, body: JSON.parse(init.body) });
    return { ok: true, json: async () => ({ message: 'Paid.' }) };
  };
  const setTimeout = (callback: () => void) => callback();
  // The page's own script, as a browser would run it, with the stand-ins as its globals.
  new Function('document', 'fetch', 'location', 'setTimeout', script)(document, fetch, location, setTimeout);
  await onClick?.();
  const [call] = fetched;
  if (call === undefined || fetched.length !== 1) throw new Error(`the button made ${fetched.length} calls`);
  return { ...call, href: location.href };
}

function parse(html: string): Document {
  return new new Window().DOMParser().parseFromString(html, 'text/html');
}

/** The elements a fake page is made of: anything else came from a value. */
const PAGE_TAGS = new Set([
  'HTML',
  'HEAD',
  'META',
  'TITLE',
  'STYLE',
  'BODY',
  'DIV',
  'H1',
  'P',
  'B',
  'BUTTON',
  'SCRIPT',
]);

/** Ids made of what ends scripts, comments and attributes, between arbitrary text. */
const hostileId = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '</script>',
        '</SCRIPT ',
        '<script>',
        '<!--',
        '-->',
        '<b>',
        '"',
        "'",
        '`',
        '\\',
        '&amp;',
      ),
      fc.constantFrom(
        '\u2028',
        '\u2029',
        '\n',
        '\r',
        '${',
        '*/',
        '/*',
        '//',
        '</',
        '<img src=x onerror=alert(1)>',
      ),
      fc.string({ unit: 'binary', maxLength: 8 }).map((text) => text.toWellFormed().replaceAll('\u0000', '')),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(''))
  .filter((id) => id.length > 0 && id.length <= 200);

describe('fake pages of a world with hostile ids', () => {
  const { app, sandboxWith } = hostileWorld();

  it('the partner repayment page keeps an order id with </script> as text, and its button pays that order', async () => {
    const id = '</script><script>document.title="pwned"</script><!--';
    const sandboxId = sandboxWith('ORD174H', id);
    const res = await request(app)
      .get(`/__fake/pages/external-repay/${segment(id)}`)
      .query({ sessionId: sandboxId });
    expect(res.status).toBe(200);
    const page = parse(res.text);
    expect([...page.querySelectorAll('script')]).toHaveLength(1);
    expect(page.title).toBe('Repayment');
    const pressed = await pressTheButton(page.querySelector('script')?.textContent ?? '');
    expect(pressed.body).toEqual({ orderId: id });
  });

  it('every page with a script keeps any id as data: the markup is the page’s own, the button sends the id', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileId,
        fc.constantFrom('external-repay', 'withdraw', 'channel-pay'),
        async (id, kind) => {
          const sandboxId = sandboxWith(kind === 'withdraw' ? 'ORD110C' : 'ORD174H', id);
          const res = await request(app)
            .get(`/__fake/pages/${kind}/${segment(id)}`)
            .query({ sessionId: sandboxId });
          expect(res.status).toBe(200);
          const page = parse(res.text);
          const tags = [...page.querySelectorAll('*')].map((element) => element.tagName);
          expect(tags.filter((tag) => !PAGE_TAGS.has(tag))).toEqual([]);
          expect(tags.filter((tag) => tag === 'SCRIPT')).toHaveLength(1);
          expect(page.body.textContent).toContain(` ${id}`);
          const pressed = await pressTheButton(page.querySelector('script')?.textContent ?? '');
          const called = new URL(pressed.url, 'http://fake.test');
          expect(called.searchParams.get('sessionId')).toBe(sandboxId);
          if (kind === 'external-repay') expect(pressed.body).toEqual({ orderId: id });
          if (kind === 'withdraw') {
            expect(decodeURIComponent(called.pathname)).toBe(`/__fake/orders/${id}`);
            expect(pressed.body).toEqual({ orderStatus: 151 });
          }
          if (kind === 'channel-pay')
            expect(decodeURIComponent(called.pathname)).toBe(`/__fake/payments/${id}/pay`);
          const back = new URL(pressed.href);
          expect(back.origin).toBe(APP_ORIGIN);
          expect(back.searchParams.get('orderId')).toBe(id);
          expect(back.searchParams.get('sessionId')).toBe(sandboxId);
        },
      ),
      { seed: 36, numRuns: 150 },
    );
  });
});
