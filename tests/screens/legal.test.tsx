import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../content/legal/company.ts';
import { renderRoute } from './support/render-route.tsx';

// The in-app legal pages (/aboutUs, /privacyPolicy, /loanAgreement) in-process: the journeys of
// tests/e2e/legal.spec.ts that need no browser. The texts are the app's own (no API call), so
// "loading" is the splash while the page's code arrives, and there is no server message to show.

/** Spec §2 "Privacy policy": every part it names, in order. */
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

const article = (title: string) => screen.findByRole('article', { name: title });

/** The section headings of a page's article, in order. */
function sectionHeadings(page: HTMLElement): (string | null)[] {
  return within(page)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

describe('legal pages', () => {
  // First in the file: the page's code has not arrived yet, as on a cold open in the shell.
  it('the brand splash shows while the page loads, then the loan terms with every figure', async () => {
    const rendered = renderRoute('/loanAgreement');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    const terms = await article('Loan terms and conditions');
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(document.title).toBe('Loan terms and conditions');
    for (const figure of LOAN_FIGURES) expect(terms.textContent, figure).toContain(figure);
    // The texts ship with the page: nothing is asked of the server.
    expect(rendered.sandbox().log).toEqual([]);
  });

  it('/aboutUs: mission, advantages, team and contact with the support e-mail', async () => {
    renderRoute('/aboutUs');
    const about = await article('About us');
    expect(document.title).toBe('About us');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About us');
    expect(sectionHeadings(about)).toEqual([
      'Our mission',
      'Why borrowers choose us',
      'Our team',
      'Contact us',
    ]);
    expect(about.textContent).toContain(COMPANY.email);
  });

  it('/privacyPolicy: every part the spec names, minors under 18 among them', async () => {
    renderRoute('/privacyPolicy');
    const policy = await article('Privacy Policy');
    expect(document.title).toBe('Privacy Policy');
    expect(sectionHeadings(policy)).toEqual(PRIVACY_HEADINGS);
    const minors = screen.getByRole('heading', { name: 'Minors' }).closest('section');
    expect(minors?.textContent).toContain('18');
  });

  it('the pages open the same in a plain browser (outside the shell)', async () => {
    const rendered = renderRoute('/aboutUs', { shell: false });
    expect(await article('About us')).toBeTruthy();
    expect(rendered.nativeCalls).toEqual([]);
  });
});
