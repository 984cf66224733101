import type { Page } from '@playwright/test';
import { COMPANY, REGISTRATION_STATEMENT } from '../../content/legal/company.ts';
import { ABOUT_US, LOAN_TERMS, PRIVACY_POLICY } from '../../content/legal/legal-texts.ts';
import { expect, test } from './fixtures.ts';

/**
 * Spec §9 "Loan terms", each figure as the terms must state it; the late penalty as the rate table
 * has it, within the Philippine caps (docs/decisions/020-lawful-loan-rates.md).
 */
const LOAN_FIGURES = [
  '91 to 365 calendar days',
  '1-3 calendar days',
  'within 1 day',
  'half of the loan term',
  'at least 7 days',
  'at most 2.4% a month',
  '5% of the amount due per month of delay',
  '4% of the amount due per month of delay',
  'never exceed the amount borrowed',
  'BSP Circular No. 1133',
  'within 3 days',
  '7 business days',
  'within 10 days',
  '18 years',
  'Filipino',
  'permanent address in the Philippines',
];

const PRIVACY_HEADINGS = [
  'Information we collect',
  'How we use your information',
  'Disclosure of information',
  'Cookies',
  'Device information',
  'Minors',
  'Password security',
  'Opting out',
  'Grievance officer',
];

const sectionHeadings = (page: Page, title: string) =>
  page.getByRole('article', { name: title }).getByRole('heading', { level: 2 });

test.describe('legal and company pages in the app', () => {
  test('/aboutUs: mission, advantages, team and contact with the support e-mail', async ({
    page,
    openApp,
  }) => {
    await openApp('/aboutUs');
    await expect(page).toHaveTitle('About us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(sectionHeadings(page, 'About us')).toHaveText([
      'Our mission',
      'Why borrowers choose us',
      'Our team',
      'Contact us',
    ]);
    await expect(page.getByRole('article')).toContainText(COMPANY.email);
  });

  test('/privacyPolicy: every part the spec names, minors under 18 among them', async ({ page, openApp }) => {
    await openApp('/privacyPolicy');
    await expect(page).toHaveTitle('Privacy Policy');
    await expect(sectionHeadings(page, 'Privacy Policy')).toHaveText(PRIVACY_HEADINGS);
    await expect(page.getByRole('article')).toContainText('18');
  });

  test('/loanAgreement: every figure of the loan terms', async ({ page, openApp }) => {
    await openApp('/loanAgreement');
    await expect(page).toHaveTitle('Loan terms and conditions');
    const text = (await page.getByRole('article').textContent()) ?? '';
    for (const figure of LOAN_FIGURES) expect(text, figure).toContain(figure);
  });
});

test.describe('official site', () => {
  test('/: Home, Privacy Agreement and Loan terms tabs, and the footer with the contacts', async ({
    page,
  }) => {
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: 'Site sections' }).getByRole('tab');
    await expect(tabs).toHaveText(['Home', 'Privacy Agreement', 'Loan terms and conditions']);
    await expect(page.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('article', { name: ABOUT_US.title })).toBeVisible();

    await page.getByRole('tab', { name: 'Privacy Agreement' }).click();
    await expect(sectionHeadings(page, PRIVACY_POLICY.title)).toHaveText(PRIVACY_HEADINGS);
    await page.getByRole('tab', { name: 'Loan terms and conditions' }).click();
    await expect(page.getByRole('article', { name: LOAN_TERMS.title })).toContainText(
      '91 to 365 calendar days',
    );

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: COMPANY.email })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.email}`,
    );
    await expect(footer.getByRole('link', { name: /^0\d/ })).toHaveAttribute('href', /^tel:0\d+$/);
    await expect(footer).toContainText(COMPANY.name);
    await expect(footer).toContainText(COMPANY.address);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${COMPANY.name}`);
  });

  test('/ Home: the picture, the app download leading to the download page, and the lender’s registration', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Cash loans up to ₱50,000, straight to your e-wallet' });
    await expect(
      hero.getByRole('img', { name: 'A phone showing an approved loan, with peso bills and coins' }),
    ).toBeVisible();
    await expect(hero).toContainText(`${REGISTRATION_STATEMENT} ${COMPANY.registration}`);
    await expect(hero).toContainText(/SEC Registration No\. \S+/);
    await expect(hero).toContainText(/Certificate of Authority No\. \S+/);
    const download = hero.getByRole('link', { name: 'Download the app' });
    await expect(download).toBeInViewport();
    await download.click();
    await expect(page).toHaveURL(/\/promotion\.html#\/download$/);
    await expect(page.getByRole('heading', { name: 'Download Pera Loan' })).toBeVisible();
    await expect(page.getByText('Search for Pera Loan in the App Store or on Google Play.')).toBeVisible();
  });

  test('/About is blank, /Policy frames the policy page, /Loan shows the loan terms', async ({ page }) => {
    await page.goto('/About');
    await expect(page.getByRole('main', { name: COMPANY.name })).toBeEmpty();

    await page.goto('/Policy');
    const frame = page.locator('iframe[title="Privacy Policy"]');
    await expect(frame).toHaveAttribute('src', '/__fake/pages/policy');
    await expect(
      page.frameLocator('iframe[title="Privacy Policy"]').getByRole('heading', { level: 2 }),
    ).toHaveText(PRIVACY_HEADINGS);

    await page.goto('/Loan');
    const text = (await page.getByRole('article', { name: LOAN_TERMS.title }).textContent()) ?? '';
    for (const figure of LOAN_FIGURES) expect(text, figure).toContain(figure);
    await expect(page.getByRole('contentinfo')).toContainText(COMPANY.name);
  });

  test('/Policy and /Loan keep the site’s header and tabs; a tab opens its section', async ({ page }) => {
    await page.goto('/Policy');
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await expect(page.getByRole('banner')).toContainText(COMPANY.name);
    await expect(tab('Privacy Agreement')).toHaveAttribute('aria-selected', 'true');
    // The framed policy fills the screen under the header.
    const frame = page.locator('iframe[title="Privacy Policy"]');
    const box = await frame.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y + box.height).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 1);
    await tab('Loan terms and conditions').click();
    await expect(page).toHaveURL(/\/Loan$/);
    await expect(tab('Loan terms and conditions')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('article', { name: LOAN_TERMS.title })).toBeVisible();
    await tab('Home').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('region', { name: 'Cash loans up to ₱50,000, straight to your e-wallet' }),
    ).toBeVisible();
  });
});
