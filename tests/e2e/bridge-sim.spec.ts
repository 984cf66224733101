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
});
