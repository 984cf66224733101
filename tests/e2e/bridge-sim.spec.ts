import { expect, test } from './fixtures.ts';

test.describe('bridge simulator', () => {
  test('an action shows its effect and is logged in order', async ({ page, bridge, openOrder }) => {
    await openOrder('ORD174');
    await page.getByRole('button', { name: /^Call / }).click();
    await expect(page.getByTestId('bridge-sim-effect')).toContainText('Calling 0917');
    const log = await bridge.log();
    expect(log.map((entry) => entry.action)).toEqual(['callPhone']);
    expect(log[0]?.at).toBeGreaterThan(0);

    await page.getByTestId('bridge-sim-effect-dismiss').click();
    await page.getByTestId('bridge-sim-toggle').click();
    await expect(page.getByTestId('bridge-sim-log')).toContainText('callPhone');
  });

  test("'Native back' reaches the app: back through its pages, then close the web view", async ({
    page,
    bridge,
    openOrder,
  }) => {
    await openOrder('ORD174R');
    await page.getByRole('button', { name: 'Rollover Repayment', exact: true }).click();
    await expect(page).toHaveURL(/\/repayDelay\?/);

    await page.getByTestId('bridge-sim-toggle').click();
    await page.getByTestId('bridge-sim-back').click();
    await expect(page).toHaveURL(/\/loanDetail\?/);
    await expect(page.getByRole('button', { name: 'REPAY', exact: true })).toBeVisible();

    await page.getByTestId('bridge-sim-back').click();
    await expect(page.getByTestId('bridge-sim-effect')).toContainText('WebView closed');
    expect(await bridge.actions()).toEqual(['closeWebView']);
  });

  test('emit plays a native event from a test', async ({ page, bridge, openOrder }) => {
    await openOrder('ORD174R');
    await expect(page.getByRole('button', { name: 'REPAY', exact: true })).toBeVisible();
    await bridge.emit('back');
    await expect.poll(() => bridge.actions()).toEqual(['closeWebView']);
  });

  test('the timeline puts the API calls and the bridge messages in one order', async ({
    page,
    openOrder,
  }) => {
    const timeline = () => page.evaluate(() => window.__bridgeSim?.timeline() ?? []);
    const indexOf = (entries: { source: string; text: string }[], source: string, text: RegExp) =>
      entries.findIndex((entry) => entry.source === source && text.test(entry.text));

    await openOrder('ORD174R');
    await expect(page.getByRole('button', { name: 'REPAY', exact: true })).toBeVisible();
    await expect
      .poll(async () => indexOf(await timeline(), 'fake', /^POST loanDetails → 00 /))
      .toBeGreaterThan(-1);

    await page.getByRole('button', { name: /^Call / }).click();
    await expect
      .poll(async () => indexOf(await timeline(), 'bridge', /^bridge callPhone /))
      .toBeGreaterThan(-1);
    const entries = await timeline();
    expect(indexOf(entries, 'bridge', /^bridge callPhone /)).toBeGreaterThan(
      indexOf(entries, 'fake', /^POST loanDetails /),
    );
    expect(entries.map((entry) => entry.at)).toEqual(entries.map((entry) => entry.at).sort((a, b) => a - b));

    await page.getByTestId('bridge-sim-effect-dismiss').click();
    await page.getByTestId('bridge-sim-toggle').click();
    await page.getByTestId('bridge-sim-tab-timeline').click();
    await expect(page.getByTestId('bridge-sim-timeline')).toContainText('POST loanDetails → 00');
    await expect(page.getByTestId('bridge-sim-timeline')).toContainText('bridge callPhone');
  });

  test('a QA switch shows in the timeline, followed by the refetch it caused', async ({
    page,
    fake,
    openOrder,
  }) => {
    const texts = async () =>
      (await page.evaluate(() => window.__bridgeSim?.timeline() ?? [])).map((e) => e.text);
    await openOrder('ORD174R');
    await expect(page.getByRole('button', { name: 'REPAY', exact: true })).toBeVisible();
    await expect.poll(texts).toContainEqual(expect.stringMatching(/^POST loanDetails /));

    await fake.setOrder('ORD174R', { orderStatus: 200 });
    await expect(page.getByRole('button', { name: 'Borrow Again', exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        const lines = await texts();
        const switched = lines.indexOf('QA · order ORD174R → 200');
        return switched > -1 && lines.slice(switched).some((line) => line.startsWith('POST loanDetails '));
      })
      .toBe(true);
  });
});
