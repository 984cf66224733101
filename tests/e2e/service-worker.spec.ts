import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The script of the page's registration ('(none)' without one). */
const registeredScript = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return '(none)';
    return (
      (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL ?? '(no worker)'
    );
  });

/** The script of the worker controlling the page ('(none)' when it is not controlled). */
const controllerScript = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '(none)');

/**
 * Records what each getRegistration() call of the document found. The rule's lookup runs right
 * after its check of the file, and it reloads only when it found a registration, so a document
 * whose record reads ['none'] has finished the rule without a reload: no sleep needed to know it.
 */
function recordLookups(): void {
  const lookups: string[] = [];
  Reflect.set(window, '__swLookups', lookups);
  const container = ServiceWorkerContainer.prototype;
  const original = container.getRegistration;
  container.getRegistration = function (this: ServiceWorkerContainer, clientURL?: string) {
    const found = original.call(this, clientURL);
    void found.then((registration) => lookups.push(registration ? 'found' : 'none'));
    return found;
  };
}

/** The lookups of the current document; a reload in between destroys the context, so poll again. */
const lookups = (page: Page) =>
  page
    .evaluate(() => (Reflect.get(window, '__swLookups') as string[] | undefined) ?? [])
    .catch(() => ['(navigating)']);

/**
 * With the worker registered and in control, the file now answers `answer`; one reload by hand
 * must be followed by exactly one reload by the app, after which no worker is left.
 */
async function expectRemovedWithOneReload(page: Page, answer: { status: number; contentType: string }) {
  await expect.poll(() => controllerScript(page)).toMatch(/\/sw\.js$/);
  let checks = 0;
  // The rule's fetch() comes from the page, so page.route answers it even while the worker
  // controls the page (the worker has no fetch handler, so requests bypass it).
  await page.route('**/sw.js', (route) => {
    checks += 1;
    return route.fulfill({
      ...answer,
      body: answer.status === 404 ? 'Not found' : '<!doctype html><title>App</title>',
    });
  });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.addInitScript(recordLookups);

  await page.reload();
  // The reloaded page found the worker, removed it and reloaded; the next one finds none.
  await expect.poll(() => lookups(page)).toEqual(['none']);
  expect(loads, 'the reload by hand and exactly one by the app').toBe(2);
  expect(checks, 'each document checked the file once').toBe(2);
  expect(await registeredScript(page)).toBe('(none)');
  expect(await controllerScript(page)).toBe('(none)');
}

test.describe('service worker (spec §7)', () => {
  test('the app registers its worker, which takes control and caches nothing', async ({ page, openApp }) => {
    await openApp('/aboutUs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect.poll(() => registeredScript(page)).toMatch(/\/sw\.js$/);
    // skipWaiting + clients.claim: the page already open is controlled without a reload.
    await expect.poll(() => controllerScript(page)).toMatch(/\/sw\.js$/);
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
  });

  test('a worker file answering 404 is unregistered and the page reloads once', async ({ page, openApp }) => {
    await openApp('/aboutUs');
    // A JavaScript content type, so only the status decides.
    await expectRemovedWithOneReload(page, { status: 404, contentType: 'text/javascript' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  });

  test('a worker file served as text/html (an SPA fallback) is unregistered and the page reloads once', async ({
    page,
    openApp,
  }) => {
    await openApp('/aboutUs');
    await expectRemovedWithOneReload(page, { status: 200, contentType: 'text/html; charset=utf-8' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  });

  test('the promotion entry registers the same worker', async ({ page }) => {
    await page.goto('/promotion.html#/register?id=1');
    await expect(page.getByRole('form', { name: 'Registration' })).toBeVisible();
    await expect.poll(() => registeredScript(page)).toMatch(/\/sw\.js$/);
  });
});
