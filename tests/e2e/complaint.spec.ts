import { randomFillSync } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { SAMPLE_GIF, SAMPLE_PNG } from '../../fake-server/src/groups/complaint/sample-images.ts';
import type { ProblemInit } from '../../openapi/generated/model/index.ts';
import { expect, test } from './fixtures.ts';
import { pauseClock } from './support/clock.ts';
import type { FakeAdmin } from './support/fake-admin.ts';
import { toast } from './support/screen.ts';

async function problemInit(fake: FakeAdmin) {
  return fake.apiData<ProblemInit>('/spoken/user-problem/problem-init');
}

const orderCard = (page: Page) => page.getByRole('region', { name: 'Order' });
const description = (page: Page) => page.getByRole('textbox', { name: 'Description' });
const send = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });
const evidence = (page: Page) => page.getByRole('region', { name: 'Evidence images' });

/** A photo-sized PNG of noise, which compresses badly: as large as a phone camera's. */
function noisePng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  randomFillSync(png.data);
  for (let alpha = 3; alpha < png.data.length; alpha += 4) png.data[alpha] = 255;
  return PNG.sync.write(png);
}

/** Pictures as a phone's photo picker hands them over. */
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: SAMPLE_PNG });
const gif = (name: string) => ({ name, mimeType: 'image/gif', buffer: SAMPLE_GIF });

/** Switches the order with 'All'. */
async function chooseOrder(page: Page, orderNo: string) {
  await orderCard(page).getByRole('button', { name: 'All', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Choose an order' });
  // A tap on the row (its order number line), as a borrower chooses.
  await sheet.getByText(orderNo, { exact: true }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByTestId('complaint-order-no')).toHaveText(orderNo);
}

/** The next step of a type that goes straight on, from the complaint page. */
async function openNextStep(page: Page, openApp: (path: string) => Promise<void>, type = 'App problem') {
  await openApp('/complaint');
  await page.getByRole('button', { name: type, exact: true }).click();
  await expect(page).toHaveURL(/\/complainPageNext\?/);
}

test.describe('complaint page', () => {
  test('the latest order with its rows, My complaints, and the types with collection sub-types', async ({
    page,
    fake,
    openApp,
  }) => {
    const init = await problemInit(fake);
    await openApp('/complaint');
    await expect(page).toHaveTitle('Complaint');
    const order = init.orderDetail;
    expect(order).not.toBeNull();
    await expect(page.getByTestId('complaint-order-no')).toHaveText(order?.orderNo ?? '');
    await expect(orderCard(page)).toContainText(order?.productName ?? '');
    await expect(orderCard(page)).toContainText(order?.status ?? '');
    for (const row of order?.list ?? [])
      await expect(orderCard(page)).toContainText(`${row.title}${row.value}`);

    const collection = init.problemType[0];
    const types = page.getByRole('region', { name: 'Question type' });
    await expect(types.getByRole('list', { name: collection?.title }).getByRole('button')).toHaveText(
      init.problemSonType.map((sonType) => sonType.title),
    );
    for (const type of init.problemType.slice(1))
      await expect(types.getByRole('button', { name: type.title, exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'My complaints' }).click();
    await expect(page).toHaveURL(/\/complaintList/);
  });

  test("collection is refused for an order that does not allow it, and taken with 'All' for one that does", async ({
    page,
    fake,
    openApp,
  }) => {
    const init = await problemInit(fake);
    const settled = init.orderList.find((order) => order.orderNo === 'ORD200');
    const overdue = init.orderList.find((order) => order.orderNo === 'ORD180');
    expect(settled?.isShow).toBe(0);
    expect(overdue?.isShow).toBe(1);
    const sonType = init.problemSonType[1];
    await openApp('/complaint');

    await chooseOrder(page, 'ORD200');
    await page.getByRole('button', { name: sonType?.title, exact: true }).click();
    await expect(toast(page)).toHaveText('The selected order does not support sending collection types');
    await expect(page).toHaveURL(/\/complaint\?/);

    await chooseOrder(page, 'ORD180');
    await page.getByRole('button', { name: sonType?.title, exact: true }).click();
    await expect(page).toHaveURL(/\/complainPageNext\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('problemType')).toBe(String(init.problemType[0]?.value));
    expect(query.get('problemSonType')).toBe(String(sonType?.value));
    expect(query.get('orderNo')).toBe('ORD180');
    await expect(page.getByRole('list', { name: 'Question type' }).getByRole('listitem')).toHaveText([
      init.problemType[0]?.title ?? '',
      sonType?.title ?? '',
    ]);

    await description(page).fill('The collector called my mother twice today.');
    await send(page).click();
    await expect(page.getByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();
    const [save] = await fake.callsOf('problemSave');
    expect(save?.body).toEqual({
      problemType: String(init.problemType[0]?.value),
      problemSonType: String(sonType?.value),
      problemDetail: 'The collector called my mother twice today.',
      problemImage: '',
      orderNo: 'ORD180',
    });
    expect(save?.code).toBe('00');
  });

  test('a type without sub-types goes on with the order and no sub-type', async ({ page, fake, openApp }) => {
    const init = await problemInit(fake);
    await openNextStep(page, openApp, 'Repayment issue');
    const query = new URL(page.url()).searchParams;
    expect(query.get('problemType')).toBe('2');
    expect(query.has('problemSonType')).toBe(false);
    expect(query.get('orderNo')).toBe(init.orderDetail?.orderNo ?? '');
    await expect(page.getByRole('list', { name: 'Question type' }).getByRole('listitem')).toHaveText([
      'Repayment issue',
    ]);
  });
});

test.describe('complaint next step', () => {
  test('an empty description is refused; past 200 characters input is ignored, typed or pasted', async ({
    page,
    fake,
    openApp,
  }) => {
    await openNextStep(page, openApp);
    await send(page).click();
    await expect(toast(page)).toHaveText('Please fill in your comments and suggestions');
    await description(page).fill('   ');
    await send(page).click();
    await expect(toast(page)).toHaveText('Please fill in your comments and suggestions');
    expect(await fake.callsOf('problemSave')).toHaveLength(0);

    await description(page).fill('');
    await description(page).pressSequentially('My payment ');
    await expect(page.getByTestId('text-count')).toHaveText('11/200');
    await description(page).fill('x'.repeat(250));
    await expect(description(page)).toHaveValue('x'.repeat(200));
    await expect(page.getByTestId('text-count')).toHaveText('200/200');
    await description(page).press('End');
    await description(page).pressSequentially('yyy');
    await expect(description(page)).toHaveValue('x'.repeat(200));
  });

  test('images upload one by one, can be removed and retried; Send files it and returns to the complaint page', async ({
    page,
    fake,
    openApp,
  }) => {
    await page.clock.install();
    await openNextStep(page, openApp);
    const input = page.getByLabel('Add image');

    await input.setInputFiles([png('a.png'), gif('b.gif')]);
    await expect(evidence(page).getByRole('img')).toHaveCount(2);
    await expect(toast(page)).toHaveText('Upload succeeded!');
    await expect.poll(async () => (await fake.callsOf('uploadProblemImg')).length).toBe(2);
    await expect(evidence(page).getByText('Uploading…')).toHaveCount(0);

    // Removed before sending: it is not sent.
    await evidence(page).getByRole('button', { name: 'Remove evidence 1' }).click();
    await expect(evidence(page).getByRole('img')).toHaveCount(1);

    // A failed upload keeps the picture; Retry sends it again.
    await fake.fault({ operationId: 'uploadProblemImg', drop: true, times: 1 });
    await input.setInputFiles([png('c.png')]);
    const retry = evidence(page).getByRole('button', { name: 'Failed · Retry' });
    await expect(retry).toBeVisible();
    await expect(toast(page)).toHaveText('Network error. Please check your connection and try again.');
    await description(page).fill('The app shows my payment twice.');
    await send(page).click();
    await expect(toast(page)).toHaveText('An image did not upload. Tap Retry on it, or remove it.');
    expect(await fake.callsOf('problemSave')).toHaveLength(0);
    await retry.click();
    await expect(evidence(page).getByText('2/9')).toBeVisible();
    await expect
      .poll(async () => (await fake.callsOf('uploadProblemImg')).map((call) => call.code))
      .toEqual(['00', '00', null, '00']);
    await expect(evidence(page).getByText('Uploading…')).toHaveCount(0);
    await expect(retry).toHaveCount(0);
    await send(page).click();
    const sent = page.getByRole('dialog', { name: 'Successfully Sent' });
    await expect(sent).toBeVisible();
    // Stop the page's clock from following real time while the checks below run (a loaded machine
    // can spend most of the 1.5 s on them); only runFor moves it from here. 100 ms ahead: the
    // page's clock keeps running between reading it and pausing it.
    await pauseClock(page);

    const init = await problemInit(fake);
    const [save] = await fake.callsOf('problemSave');
    const { problemImage, ...fields } = save?.body ?? {};
    // No sub-type for this type: none is sent.
    expect(fields).toEqual({
      problemType: '4',
      problemDetail: 'The app shows my payment twice.',
      orderNo: init.orderDetail?.orderNo ?? '',
    });
    // The removed a.png is not sent; b.gif and the retried c.png are, in the order they were picked.
    const images = String(problemImage).split(',');
    expect(images.map((url) => url.slice(url.lastIndexOf('.')))).toEqual(['.gif', '.png']);
    expect(save?.code).toBe('00');

    // 1.5 s later, back on the complaint page it came from (the margins cover the moments between
    // the dialog showing and the pause).
    await page.clock.runFor(1000);
    await expect(page).toHaveURL(/\/complainPageNext\?/);
    await page.clock.runFor(1000);
    await expect(page).toHaveURL(/\/complaint\?sessionId=/);
    await expect(page.getByRole('region', { name: 'Question type' })).toBeVisible();
  });

  test('at most 9 images; the note says the reply comes within 3 weekdays', async ({
    page,
    fake,
    openApp,
  }) => {
    await openNextStep(page, openApp);
    await expect(page.getByText('We will reply within 3 weekdays.')).toBeVisible();
    const input = page.getByLabel('Add image');
    await input.setInputFiles(Array.from({ length: 7 }, (_, at) => png(`p${at}.png`)));
    await expect(evidence(page).getByText('7/9')).toBeVisible();
    // Four more picked at once: two places are left, so two are taken.
    await input.setInputFiles(Array.from({ length: 4 }, (_, at) => png(`q${at}.png`)));
    await expect(evidence(page).getByRole('img')).toHaveCount(9);
    await expect(evidence(page).getByText('9/9')).toBeVisible();
    await expect(page.getByLabel('Add image')).toHaveCount(0);
    await expect.poll(async () => (await fake.callsOf('uploadProblemImg')).length).toBe(9);
  });

  test('a phone photo larger than the server takes is sent resized, as a JPEG', async ({
    page,
    fake,
    openApp,
  }) => {
    const photo = noisePng(1800, 1500);
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    await openNextStep(page, openApp);
    await page
      .getByLabel('Add image')
      .setInputFiles([{ name: 'IMG_0412.png', mimeType: 'image/png', buffer: photo }]);
    await expect(toast(page)).toHaveText('Upload succeeded!');
    await expect(evidence(page).getByText('Uploading…')).toHaveCount(0);
    expect((await fake.callsOf('uploadProblemImg')).map((call) => call.code)).toEqual(['00']);
    await description(page).fill('Here is the screen.');
    await send(page).click();
    await expect(page.getByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();
    const [save] = await fake.callsOf('problemSave');
    expect(String(save?.body.problemImage)).toMatch(/\.jpg$/);
  });

  test('a refused send keeps the text and the images', async ({ page, fake, openApp }) => {
    await openNextStep(page, openApp);
    await page.getByLabel('Add image').setInputFiles([png('a.png')]);
    await expect(evidence(page).getByText('Uploading…')).toHaveCount(0);
    await description(page).fill('Please call me back.');
    await fake.fault({
      operationId: 'problemSave',
      code: '500',
      message: 'Complaints are paused.',
      times: 1,
    });
    await send(page).click();
    await expect(toast(page)).toHaveText('Complaints are paused.');
    await expect(description(page)).toHaveValue('Please call me back.');
    await expect(evidence(page).getByRole('img')).toHaveCount(1);
    await send(page).click();
    await expect(page.getByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();
  });
});

test.describe('complaint next step opened by its address', () => {
  test('without a problemType it says what the link lacks and sends nothing', async ({
    page,
    fake,
    openApp,
  }) => {
    await openApp('/complainPageNext', { orderNo: 'ORD180' });
    await expect(page.getByRole('alert')).toHaveText(
      'This link is incompleteThis complaint link is missing some details (a problemType). Please open it again from the app.',
    );
    await expect(send(page)).toHaveCount(0);
    expect(await fake.callsOf('problemSave')).toHaveLength(0);
  });

  test('with a type it shows the tag, files the complaint, then opens the complaint page in its place', async ({
    page,
    fake,
    openApp,
  }) => {
    await page.clock.install();
    await openApp('/complainPageNext', { problemType: '2', orderNo: 'ORD174', typeName: 'Repayment issue' });
    await expect(page.getByRole('list', { name: 'Question type' }).getByRole('listitem')).toHaveText([
      'Repayment issue',
    ]);
    await description(page).fill('My payment on Monday is not shown.');
    await send(page).click();
    await expect(page.getByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();
    const [save] = await fake.callsOf('problemSave');
    expect(save?.body).toEqual({
      problemType: '2',
      problemDetail: 'My payment on Monday is not shown.',
      problemImage: '',
      orderNo: 'ORD174',
    });
    // No page of the app before this one: the complaint page replaces it.
    const before = await page.evaluate(() => window.history.length);
    await page.clock.runFor(1600);
    await expect(page).toHaveURL(/\/complaint$/);
    await expect(page.getByRole('region', { name: 'Question type' })).toBeVisible();
    expect(await page.evaluate(() => window.history.length)).toBe(before);
  });
});

test.describe('complaint round trip', () => {
  test('a complaint filed with two images shows in My complaints and in its details', async ({
    page,
    fake,
    openApp,
  }) => {
    await openNextStep(page, openApp, 'Account issue');
    await page.getByLabel('Add image').setInputFiles([png('front.png'), gif('back.gif')]);
    await expect(evidence(page).getByRole('img')).toHaveCount(2);
    await expect(evidence(page).getByText('Uploading…')).toHaveCount(0);
    const text = 'I cannot change the phone number of my account.';
    await description(page).fill(text);
    await send(page).click();
    await expect(page.getByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();

    // Back on the complaint page (after 1.5 s), then to the list.
    await page.getByRole('link', { name: 'My complaints' }).click();
    await expect(page.getByRole('tab', { name: 'Processing' })).toHaveAttribute('aria-selected', 'true');
    const filed = page.getByRole('tabpanel').getByRole('link').filter({ hasText: text });
    await expect(filed).toContainText('Account issue');
    await filed.click();

    await expect(page).toHaveURL(/\/complainDetails\?problemId=CP\d+/);
    // The details asked for are those of the complaint just filed.
    const [save] = await fake.callsOf('problemSave');
    expect(save?.body).toMatchObject({ problemType: '3', problemDetail: text });
    expect(String(save?.body.problemImage).split(',')).toHaveLength(2);
    await expect
      .poll(async () => (await fake.callsOf('problemDetail')).at(-1)?.body)
      .toEqual({ problemId: new URL(page.url()).searchParams.get('problemId') });
    const details = page.getByRole('region', { name: 'Description' });
    await expect(details).toContainText(text);
    await expect(details.getByRole('img')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Complaint type' })).toContainText('Account issue');
    await expect(page.getByText('Process Result')).toHaveCount(0);
  });
});

test.describe('complaint: the picked order at the edges', () => {
  for (const back of ['browser', 'native'] as const) {
    test(`the order picked with 'All' survives ${back} back, a reload and forward; the complaint is saved with it`, async ({
      page,
      fake,
      bridge,
      openApp,
    }) => {
      const init = await problemInit(fake);
      const picked = init.orderList.find((order) => order.orderNo !== init.orderDetail?.orderNo);
      if (picked === undefined) throw new Error('The seed world has one order only');
      await openApp('/complaint');
      await chooseOrder(page, picked.orderNo);
      await page.getByRole('button', { name: 'App problem', exact: true }).click();
      const attached = page.getByLabel('Attached order');
      await expect(attached.getByTestId('complaint-attached-order-no')).toHaveText(picked.orderNo);
      await expect(attached).toContainText(picked.productName);
      const text = `The app freezes on order ${picked.orderNo}.`;
      await description(page).fill(text);

      if (back === 'browser') await page.goBack();
      else await bridge.emit('back');
      await expect(page).toHaveURL(/\/complaint\?/);
      await expect(page.getByTestId('complaint-order-no')).toHaveText(picked.orderNo);
      await page.reload();
      await expect(page.getByTestId('complaint-order-no')).toHaveText(picked.orderNo);

      await page.goForward();
      await expect(attached.getByTestId('complaint-attached-order-no')).toHaveText(picked.orderNo);
      await expect(description(page)).toHaveValue(text);
      await send(page).click();
      await expect(page.getByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();
      const saves = await fake.callsOf('problemSave');
      expect(saves.map((call) => call.body)).toEqual([
        expect.objectContaining({ problemType: '4', problemDetail: text, orderNo: picked.orderNo }),
      ]);
    });
  }
});
