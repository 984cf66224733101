/**
 * Every screen of the gallery (tests/e2e/support/gallery-entries.ts: every route in every seeded
 * state that changes what it shows) at both gallery viewports: nothing sticks out sideways, and
 * axe-core finds no serious or critical WCAG 2 A/AA violation. One test per entry and viewport,
 * each in its own sandbox (the setup is one or two QA calls), so they run in parallel.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { FAKE_ORIGIN } from './ports.ts';
import { GALLERY_ENTRIES, GALLERY_VIEWPORTS } from './support/gallery-entries.ts';
import { entryAddress, layoutProblems, SIMULATOR_SELECTORS, showEntry } from './support/gallery-page.ts';
import { gallerySandbox } from './support/gallery-sandbox.ts';

const BLOCKING = new Set(['serious', 'critical']);

// A page load and a full axe-core pass (iframes included) per test: more than most e2e tests do.
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

for (const viewport of GALLERY_VIEWPORTS) {
  test.describe(`gallery at ${viewport.id}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const entry of GALLERY_ENTRIES) {
      test(`${entry.id}: ${entry.title}`, async ({ page, sessionId }) => {
        const where = `${entry.id} at ${viewport.id}`;
        const sandbox = gallerySandbox(FAKE_ORIGIN, sessionId);
        await entry.setup?.(sandbox);
        await showEntry(page, entry, await entryAddress(entry, sandbox));

        const overflow = await layoutProblems(page);
        expect.soft(overflow, `${where}: sticks out of the viewport:\n${overflow.join('\n')}`).toEqual([]);

        let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
        for (const selector of SIMULATOR_SELECTORS) axe = axe.exclude(selector);
        const { violations } = await axe.analyze();
        const blocking = violations
          .filter((violation) => BLOCKING.has(violation.impact ?? ''))
          .map(
            (violation) =>
              `${where}: ${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes
                .map((node) => node.target.join(' '))
                .join(', ')}`,
          );
        expect.soft(blocking, `${where}: axe-core, serious or critical:\n${blocking.join('\n')}`).toEqual([]);
      });
    }
  });
}
