/**
 * Every screen of the gallery (tests/e2e/support/gallery-entries.ts: every route in every seeded
 * state that changes what it shows) at both gallery viewports: nothing sticks out sideways, and
 * axe-core finds no serious or critical WCAG 2 A/AA violation. One test per entry in its own
 * sandbox (the setup is one or two QA calls), so they run in parallel: the entry is shown once at
 * the smallest viewport, checked for overflow and by axe-core there, then the page is resized to
 * each other viewport and checked for overflow again. axe-core's rules read the document, not its
 * width (contrast, names, roles), so one pass per entry is enough; the overflow check is the one
 * that depends on the width.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { FAKE_ORIGIN } from './ports.ts';
import { GALLERY_ENTRIES, GALLERY_VIEWPORTS, type GalleryViewport } from './support/gallery-entries.ts';
import {
  entryAddress,
  layoutProblems,
  SIMULATOR_SELECTORS,
  settled,
  showEntry,
} from './support/gallery-page.ts';
import { gallerySandbox } from './support/gallery-sandbox.ts';

const BLOCKING = new Set(['serious', 'critical']);

// A page load, a full axe-core pass (iframes included) and a resize per test: more than most e2e
// tests do.
test.describe.configure({ timeout: 60_000 });

test('the layout check names what sticks out and leaves clipped or scrolling rows alone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.setContent(`
    <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
    <p data-testid="wide" style="width: 400px">A code that does not wrap</p>
    <div style="overflow-x: auto"><div style="width: 900px">A tab strip that scrolls</div></div>
    <div style="overflow: hidden"><div style="width: 900px">A clipped marquee</div></div>`);
  const problems = await layoutProblems(page);
  expect(problems).toHaveLength(2);
  expect(problems[0]).toMatch(/^the page scrolls sideways: scrollWidth 4\d\d, innerWidth 4\d\d > 320$/);
  expect(problems[1]).toMatch(
    /^p\[data-testid="wide"\] spans \d+–\d+ px of 320 \("A code that does not wrap"\)$/,
  );
});

test('the layout check after a resize sees the layout of the new width', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.setContent(`
    <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
    <style>@media (min-width: 380px) { p { width: 450px } }</style>
    <p data-testid="wide-when-wider">Wide only on a wider screen</p>`);
  expect(await layoutProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  const problems = await layoutProblems(page);
  expect(problems).toHaveLength(2);
  expect(problems[1]).toMatch(/^p\[data-testid="wide-when-wider"\] spans \d+–\d+ px of 390/);
});

// Smallest first: the page loads at the width most likely to overflow and is scanned there.
const [smallest, ...wider] = [...GALLERY_VIEWPORTS].sort((a, b) => a.width - b.width);

test.describe('gallery', () => {
  if (smallest === undefined) throw new Error('GALLERY_VIEWPORTS is empty');
  test.use({ viewport: { width: smallest.width, height: smallest.height } });

  for (const entry of GALLERY_ENTRIES) {
    test(`${entry.id}: ${entry.title}`, async ({ page, sessionId }) => {
      const sandbox = gallerySandbox(FAKE_ORIGIN, sessionId);
      await entry.setup?.(sandbox);
      await showEntry(page, entry, await entryAddress(entry, sandbox));

      const checkOverflow = async (viewport: GalleryViewport) => {
        const where = `${entry.id} at ${viewport.id}`;
        const overflow = await layoutProblems(page);
        expect.soft(overflow, `${where}: sticks out of the viewport:\n${overflow.join('\n')}`).toEqual([]);
      };
      await checkOverflow(smallest);

      let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
      for (const selector of SIMULATOR_SELECTORS) axe = axe.exclude(selector);
      const { violations } = await axe.analyze();
      const where = `${entry.id} at ${smallest.id}`;
      const blocking = violations
        .filter((violation) => BLOCKING.has(violation.impact ?? ''))
        .map(
          (violation) =>
            `${where}: ${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes
              .map((node) => node.target.join(' '))
              .join(', ')}`,
        );
      expect.soft(blocking, `${where}: axe-core, serious or critical:\n${blocking.join('\n')}`).toEqual([]);

      for (const viewport of wider) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await settled(page);
        await checkOverflow(viewport);
      }
    });
  }
});
