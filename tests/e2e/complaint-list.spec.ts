import type { Page } from '@playwright/test';
import type { ComplaintDetail, ComplaintTab } from '../../openapi/generated/model/index.ts';
import { expect, test } from './fixtures.ts';
import { pauseClock } from './support/clock.ts';
import type { FakeAdmin } from './support/fake-admin.ts';
import { holdRequests, toast } from './support/screen.ts';

/** What problem-list answers in this test's sandbox. */
async function problemList(fake: FakeAdmin) {
  const { tabs } = await fake.apiData<{ tabs: ComplaintTab[] }>('/spoken/user-problem/problem-list');
  return tabs;
}

/** What problem-detail answers for one complaint in this test's sandbox. */
function problemDetail(fake: FakeAdmin, problemId: string) {
  return fake.apiData<ComplaintDetail>('/spoken/user-problem/problem-detail', { problemId });
}

const BUSY = { code: '500', message: 'The complaint service is busy, please try again later.' };

const panel = (page: Page) => page.getByRole('tabpanel');
/** The complaints in the panel (an empty one has only its 'File a complaint' link). */
const items = (page: Page) => panel(page).getByRole('listitem');
const description = (page: Page) => page.getByRole('region', { name: 'Description' });
const result = (page: Page) => page.getByRole('region', { name: 'Process Result' });
const rating = (page: Page) => page.getByRole('dialog', { name: 'Please rate this service' });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** One item as the list shows it: type, time, content. */
const itemText = (item: ComplaintTab['list'][number]) => `${item.type}${item.time}${item.content}`;

/**
 * Opens a complaint's details on Playwright's clock and waits for them; the rating timer starts
 * with the details, so the test decides when its 3 s have passed.
 */
async function openDetailsOnClock(
  page: Page,
  openApp: (path: string, query?: Record<string, string>) => Promise<void>,
  problemId: string,
) {
  await page.clock.install();
  await openApp('/complainDetails', { problemId });
  await expect(description(page)).toBeVisible();
  // From here only runFor moves the page's time: the rating's 3 s count from about now, however long
  // a busy machine takes between two steps (the clock ran on in real time, and a modal opened
  // "before 3 s" once the check came a second late).
  await pauseClock(page);
}

/** Lets the rating timer's 3 s pass (and one more round trip, so a modal it opened has rendered). */
async function pastRatingDelay(page: Page) {
  await page.clock.runFor(3000);
  await page.clock.runFor(100);
}

test.describe('complaint list (/complaintList)', () => {
  test('a tab per answer tab, each listing time, type and content; a tap opens the details', async ({
    page,
    fake,
    openApp,
  }) => {
    const tabs = await problemList(fake);
    expect(tabs.map((tab) => tab.title)).toEqual(['Processing', 'Processed']);
    await openApp('/complaintList');
    await expect(page).toHaveTitle('My complaints');
    await expect(page.getByRole('tablist', { name: 'Complaints' }).getByRole('tab')).toHaveText([
      'Processing',
      'Processed',
    ]);

    const [processing, processed] = tabs;
    await expect(page.getByRole('tab', { name: 'Processing' })).toHaveAttribute('aria-selected', 'true');
    await expect(items(page)).toHaveText((processing?.list ?? []).map(itemText));
    await page.getByRole('tab', { name: 'Processed' }).click();
    await expect(panel(page)).toHaveAccessibleName('Processed');
    await expect(items(page)).toHaveText((processed?.list ?? []).map(itemText));

    await items(page).first().click();
    const opened = processed?.list[0]?.id ?? 'a complaint';
    await expect(page).toHaveURL(new RegExp(`/complainDetails\\?problemId=${opened}$`));
    const detail = await problemDetail(fake, opened);
    await expect(description(page)).toContainText(detail.content);
    await expect(page).toHaveTitle('Complaint details');

    // Back from the details, the list shows the tab the borrower was on.
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Processed' })).toHaveAttribute('aria-selected', 'true');
    await expect(items(page)).toHaveText((processed?.list ?? []).map(itemText));
  });

  test('an empty tab says there is nothing in it', async ({ page, fake, openApp }) => {
    const tabs = await problemList(fake);
    // The seed has complaints in both tabs: the fake's own answer, with the first tab emptied.
    await page.route('**/spoken/user-problem/problem-list*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { tabs: ComplaintTab[] } };
      body.data.tabs = tabs.map((tab, index) => (index === 0 ? { ...tab, list: [] } : tab));
      await route.fulfill({ response, json: body });
    });
    await openApp('/complaintList');
    await expect(panel(page)).toHaveText('No complaints here yet.File a complaint');
    await expect(items(page)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Processed' }).click();
    await expect(items(page)).toHaveCount(tabs[1]?.list.length ?? 0);
  });

  test('loading, then a server error with its message; Retry loads the list', async ({
    page,
    fake,
    openApp,
  }) => {
    await fake.fault({ operationId: 'problemList', ...BUSY, times: 1 });
    const slow = await holdRequests(page, '**/spoken/user-problem/problem-list*');
    await openApp('/complaintList');
    await expect(page.getByText('Loading complaints')).toBeVisible();
    slow.release();
    await expect(page.getByRole('alert')).toContainText(BUSY.message);
    await button(page, 'Retry').click();
    await expect(page.getByRole('tab', { name: 'Processing' })).toBeVisible();
    expect(await fake.callsOf('problemList')).toHaveLength(2);
  });

  test('a dropped connection says network error; Retry loads the list', async ({ page, fake, openApp }) => {
    // The query retries once by itself: drop both tries.
    await fake.fault({ operationId: 'problemList', drop: true, times: 2 });
    await openApp('/complaintList');
    await expect(page.getByRole('alert')).toContainText('Network error');
    await button(page, 'Retry').click();
    await expect(page.getByRole('tab', { name: 'Processing' })).toBeVisible();
  });
});

test.describe('complaint details (/complainDetails)', () => {
  test("CP1001, replied: type, sub-type, content, images and 'Process Result' with the reply", async ({
    page,
    fake,
    openApp,
  }) => {
    const detail = await problemDetail(fake, 'CP1001');
    expect(detail.sonType).not.toBe('');
    expect(detail.disposeImages.length).toBeGreaterThan(0);
    await openDetailsOnClock(page, openApp, 'CP1001');

    const kind = page.getByRole('region', { name: 'Complaint type' });
    await expect(kind.getByRole('term')).toHaveText(['Type', 'Sub-type']);
    await expect(kind.getByRole('definition')).toHaveText([detail.type, detail.sonType]);
    await expect(description(page)).toContainText(detail.content);
    const evidence = description(page).getByRole('img');
    await expect(evidence).toHaveCount(detail.images.length);
    for (const [index, src] of detail.images.entries()) {
      await expect(evidence.nth(index)).toHaveAttribute('src', src);
    }
    await expect(result(page)).toContainText(detail.disposeDetail);
    await expect(result(page).getByRole('img')).toHaveCount(detail.disposeImages.length);
    await expect(result(page).getByRole('img').first()).toHaveAttribute('src', detail.disposeImages[0] ?? '');
  });

  test("CP1003, processing: no sub-type row and no 'Process Result'; an image enlarges and closes", async ({
    page,
    fake,
    openApp,
  }) => {
    const detail = await problemDetail(fake, 'CP1003');
    expect(detail.disposeDetail).toBe('');
    await openApp('/complainDetails', { problemId: 'CP1003' });
    await expect(description(page)).toContainText(detail.content);
    const kind = page.getByRole('region', { name: 'Complaint type' });
    await expect(kind.getByRole('term')).toHaveText(['Type']);
    await expect(kind.getByRole('definition')).toHaveText([detail.type]);
    await expect(result(page)).toHaveCount(0);
    await expect(page.getByText('Process Result')).toHaveCount(0);

    await button(page, 'Enlarge evidence image 1 of 1').click();
    const viewer = page.getByRole('dialog', { name: 'Evidence image 1 of 1' });
    await expect(viewer.getByRole('img')).toHaveAttribute('src', detail.images[0] ?? '');
    await expect
      .poll(() => viewer.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toHaveCount(0);
  });

  for (const problemId of ['CP1001', 'CP1004']) {
    test(`${problemId} waits for a rating: the modal opens 3 s after the details, with 5 stars`, async ({
      page,
      openApp,
    }) => {
      await openDetailsOnClock(page, openApp, problemId);
      await page.clock.runFor(2000);
      await expect(rating(page)).toHaveCount(0);
      await page.clock.runFor(1000);
      await expect(rating(page)).toBeVisible();
      await expect(rating(page).getByRole('button', { name: /^\d stars?$/ })).toHaveCount(5);
      await expect(rating(page).getByRole('button', { pressed: true })).toHaveCount(0);
      await expect(rating(page).getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
      await expect(rating(page).getByRole('button', { name: 'Send', exact: true })).toBeVisible();
    });
  }

  for (const problemId of ['CP1002', 'CP1003']) {
    test(`${problemId} does not wait for a rating: no modal, even long after`, async ({ page, openApp }) => {
      await openDetailsOnClock(page, openApp, problemId);
      await pastRatingDelay(page);
      await page.clock.runFor(10_000);
      await expect(description(page)).toBeVisible();
      await expect(rating(page)).toHaveCount(0);
    });
  }

  test("Send without a star says 'Silakan pilih' and calls nothing; 4 stars → Send rates it and closes; after a reload the stars still show and nothing asks", async ({
    page,
    fake,
    openApp,
  }) => {
    await openDetailsOnClock(page, openApp, 'CP1001');
    await pastRatingDelay(page);
    await button(page, 'Send').click();
    await expect(toast(page)).toHaveText('Silakan pilih');
    await expect(rating(page)).toBeVisible();
    expect(await fake.callsOf('saveScore')).toHaveLength(0);

    await button(page, '4 stars').click();
    await expect(rating(page).getByRole('button', { pressed: true })).toHaveCount(4);
    await button(page, 'Send').click();
    await expect(rating(page)).toHaveCount(0);
    const calls = await fake.callsOf('saveScore');
    expect(calls.map((call) => call.body)).toEqual([{ score: '4', problemId: 'CP1001' }]);
    expect(calls[0]?.code).toBe('00');

    // Rated: opened again, the details no longer ask. The reloaded page starts on a running clock
    // (a paused one would hold any timer its loading needs); only time passing matters from here.
    await page.clock.resume();
    await page.reload();
    await expect(description(page)).toBeVisible();
    // The stars given are still shown after the reload, from the details answer.
    const rated = page.getByRole('region', { name: 'Your rating' });
    await expect(rated.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await pastRatingDelay(page);
    await expect(rating(page)).toHaveCount(0);
  });

  test('a refused rating keeps the modal and the stars; Send again rates it', async ({
    page,
    fake,
    openApp,
  }) => {
    await openDetailsOnClock(page, openApp, 'CP1004');
    await pastRatingDelay(page);
    await fake.fault({ operationId: 'saveScore', ...BUSY, times: 1 });
    await button(page, '2 stars').click();
    await button(page, 'Send').click();
    await expect(toast(page)).toHaveText(BUSY.message);
    await expect(rating(page)).toBeVisible();
    await expect(rating(page).getByRole('button', { pressed: true })).toHaveCount(2);
    await button(page, 'Send').click();
    await expect(rating(page)).toHaveCount(0);
    const calls = await fake.callsOf('saveScore');
    expect(calls.map((call) => [call.body, call.code])).toEqual([
      [{ score: '2', problemId: 'CP1004' }, BUSY.code],
      [{ score: '2', problemId: 'CP1004' }, '00'],
    ]);
  });

  test('Cancel closes the modal without a call, and it does not come back', async ({
    page,
    fake,
    openApp,
  }) => {
    await openDetailsOnClock(page, openApp, 'CP1004');
    await pastRatingDelay(page);
    await button(page, '5 stars').click();
    await button(page, 'Cancel').click();
    await expect(rating(page)).toHaveCount(0);
    await pastRatingDelay(page);
    await expect(rating(page)).toHaveCount(0);
    expect(await fake.callsOf('saveScore')).toHaveLength(0);
  });

  test('loading, then a failed load shows the server message; Retry loads the details', async ({
    page,
    fake,
    openApp,
  }) => {
    await fake.fault({ operationId: 'problemDetail', ...BUSY, times: 1 });
    const slow = await holdRequests(page, '**/spoken/user-problem/problem-detail*');
    await openApp('/complainDetails', { problemId: 'CP1002' });
    await expect(page.getByText('Loading complaint')).toBeVisible();
    slow.release();
    await expect(page.getByRole('alert')).toContainText(BUSY.message);
    await button(page, 'Retry').click();
    await expect(description(page)).toBeVisible();
    const calls = await fake.callsOf('problemDetail');
    expect(calls.map((call) => [call.body, call.code])).toEqual([
      [{ problemId: 'CP1002' }, BUSY.code],
      [{ problemId: 'CP1002' }, '00'],
    ]);
    // Asked after the page's calls, so the log above holds the page's only.
    const detail = await problemDetail(fake, 'CP1002');
    await expect(description(page)).toContainText(detail.content);
  });

  test('a dropped connection says network error; Retry loads the details', async ({
    page,
    fake,
    openApp,
  }) => {
    await fake.fault({ operationId: 'problemDetail', drop: true, times: 2 });
    await openApp('/complainDetails', { problemId: 'CP1003' });
    await expect(page.getByRole('alert')).toContainText('Network error');
    await button(page, 'Retry').click();
    await expect(description(page)).toBeVisible();
  });

  test("an unknown complaint shows the server's message", async ({ page, openApp }) => {
    await openApp('/complainDetails', { problemId: 'CP9999' });
    await expect(page.getByRole('alert')).toContainText('No complaint CP9999 in this sandbox.');
  });

  test('without a problemId it says what the link lacks and asks nothing', async ({
    page,
    fake,
    openApp,
  }) => {
    await openApp('/complainDetails');
    await expect(page.getByRole('alert')).toHaveText(
      'This link is incompleteThis complaint link is missing some details (a problemId). Please open it again from the app.',
    );
    await expect(button(page, 'Retry')).toHaveCount(0);
    expect(await fake.callsOf('problemDetail')).toHaveLength(0);
  });
});
