import { expect, journey } from '../support/journey.ts';

journey('the app registers its service worker, which takes control of the open page', async ({ phone }) => {
  await phone.open('/aboutUs');
  await expect.poll(() => phone.get({ role: 'heading' }).texts()).toContain('About us');
  await expect
    .poll(() =>
      phone.run<string>(
        `return navigator.serviceWorker.getRegistration().then((r) => r?.active?.scriptURL ?? '(none)');`,
      ),
    )
    .toMatch(/\/sw\.js$/);
  await expect
    .poll(() => phone.run<string>(`return navigator.serviceWorker.controller?.scriptURL ?? '(none)';`))
    .toMatch(/\/sw\.js$/);
});
