import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { WebElement } from 'selenium-webdriver';
import { expect, journey } from '../support/journey.ts';
import { waitUntil } from '../support/target.ts';

journey(
  'complaint › App problem with an image from the photo picker, Send, Successfully Sent',
  async ({ phone, fake }) => {
    // The file a borrower picks (WebDriver hands the picker a path on this machine): a picture a
    // reader of the screenshot can see, yellow and black bands.
    const png = new PNG({ width: 240, height: 180 });
    for (let pixel = 0; pixel < png.width * png.height; pixel += 1) {
      const yellow = Math.floor((pixel % png.width) / 30) % 2 === 0;
      png.data.set(yellow ? [255, 209, 0, 255] : [17, 17, 17, 255], pixel * 4);
    }
    const picture = join(mkdtempSync(join(tmpdir(), 'webkit-lane-')), 'receipt.png');
    writeFileSync(picture, PNG.sync.write(png));

    await phone.open('/complaint');
    await phone.get({ role: 'button', name: 'App problem', exact: true }).click();
    await expect.poll(async () => (await phone.url()).pathname).toBe('/complainPageNext');

    const evidence = phone.get({ role: 'region', name: 'Evidence images' });
    // The photo picker is the file input labelled 'Add image' (the label is what a borrower taps).
    const fileInput = await waitUntil("the file input labelled 'Add image'", async () => {
      const found = await phone.run<WebElement | null>(
        `return Array.from(document.querySelectorAll('input[type=file]'))
         .find((input) => Array.from(input.labels).some((label) => label.innerText.includes('Add image'))) ?? null;`,
      );
      return found ?? undefined;
    });
    await phone.watchScreen();
    await fileInput.sendKeys(picture);
    await expect.poll(() => evidence.get({ role: 'img' }).count()).toBe(1);
    await expect
      .poll(() => evidence.get({ role: 'img' }).property<number>('naturalWidth'))
      .toBeGreaterThan(0);
    await expect.poll(() => phone.seen()).toContain('Upload succeeded!');
    await expect
      .poll(async () => (await fake.callsOf('uploadProblemImg')).map((call) => call.code))
      .toEqual(['00']);
    await expect.poll(() => evidence.get({ text: 'Uploading…' }).count()).toBe(0);

    await phone.get({ role: 'textbox', name: 'Description' }).fill('The app shows my payment twice.');
    await phone.screenshot('filled');
    await phone.get({ role: 'button', name: 'Send', exact: true }).click();
    await expect.poll(() => phone.seen()).toContain('dialog: Successfully Sent');
    const [save] = await fake.callsOf('problemSave');
    expect(save?.code).toBe('00');
    expect(save?.body).toMatchObject({ problemType: '4', problemDetail: 'The app shows my payment twice.' });
    expect(String(save?.body.problemImage)).toMatch(/\.png$/);
  },
);
