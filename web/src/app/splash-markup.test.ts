import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_NAME } from '../../../content/brand.ts';
import { COMPANY } from '../../../content/legal/company.ts';
import { ABOUT_US } from '../../../content/legal/legal-texts.ts';
import { BILLER } from '../../../content/payment/pay-places.ts';
import { SPLASH_HTML, SPLASH_NAME } from './splash-markup.ts';

/** The `<title>` a page shows before the app sets its own (the shell's nav bar shows it too). */
function pageTitle(page: string): string | undefined {
  // From the repository's root, where Vitest runs (this project's import.meta.url is not a file URL).
  const html = readFileSync(join(process.cwd(), 'web', page), 'utf8');
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

describe("the app's name", () => {
  it('is the lender’s brand on the splash and in both pages’ first title', () => {
    expect(SPLASH_NAME).toBe('Pera Loan');
    expect(SPLASH_HTML).toContain(`<p class="splash__name">${APP_NAME}</p>`);
    expect(pageTitle('index.html')).toBe(APP_NAME);
    expect(pageTitle('promotion.html')).toBe(APP_NAME);
  });

  it('is the name the borrower pays to and reads in the legal texts', () => {
    expect(BILLER).toBe(APP_NAME);
    expect(COMPANY.name).toBe(`${APP_NAME} Lending Corporation`);
    expect(ABOUT_US.lead).toContain(`the ${APP_NAME} app`);
  });
});
