import type { Page } from '@playwright/test';
import {
  SUGGESTION_INCOMPLETE,
  SUGGESTION_THANKS,
} from '../../web/src/features/suggestion/suggestion-rules.ts';
import { expect, test } from './fixtures.ts';
import { toast } from './support/screen.ts';

const FILLED = { Name: 'Ana Santos', Telephone: '09171234567', Suggestion: 'Longer terms, please.' } as const;
type FieldName = keyof typeof FILLED;

const field = (page: Page, name: FieldName) => page.getByRole('textbox', { name, exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });

test.describe('suggestion form', () => {
  for (const missing of Object.keys(FILLED) as FieldName[]) {
    test(`without ${missing}: 'Please provide complete information!', nothing typed is lost`, async ({
      page,
      fake,
      openApp,
    }) => {
      await openApp('/suggestion');
      await expect(page).toHaveTitle('Suggestion');
      for (const name of Object.keys(FILLED) as FieldName[]) {
        // Spaces alone do not count as filled.
        await field(page, name).fill(name === missing ? '   ' : FILLED[name]);
      }
      await submit(page).click();
      await expect(toast(page)).toHaveText(SUGGESTION_INCOMPLETE);
      for (const name of Object.keys(FILLED) as FieldName[]) {
        await expect(field(page, name)).toHaveValue(name === missing ? '   ' : FILLED[name]);
      }
      expect(await fake.requests()).toEqual([]);
    });
  }

  test('all filled: thanked on the page, no call; the suggestion is cleared, the name kept', async ({
    page,
    fake,
    openApp,
  }) => {
    await openApp('/suggestion');
    for (const name of Object.keys(FILLED) as FieldName[]) await field(page, name).fill(FILLED[name]);
    await submit(page).click();
    await expect(toast(page)).toHaveText(SUGGESTION_THANKS);
    await expect(field(page, 'Suggestion')).toHaveValue('');
    await expect(field(page, 'Name')).toHaveValue(FILLED.Name);
    await expect(field(page, 'Telephone')).toHaveValue(FILLED.Telephone);
    // The spec names no endpoint for this unused form: it sends nothing.
    expect(await fake.requests()).toEqual([]);
  });

  test('the test page links the suggestion form', async ({ page, sessionId, openApp }) => {
    await openApp('/testPreview');
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Suggestion', exact: true })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/suggestion');
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe(sessionId);
    await expect(page.getByRole('heading', { level: 1, name: 'Suggestion' })).toBeVisible();
    await expect(submit(page)).toBeVisible();
  });
});
