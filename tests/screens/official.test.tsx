import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY, REGISTRATION_STATEMENT } from '../../content/legal/company.ts';
import { renderRoute } from './support/render-route.tsx';

// The official site (/, /About, /Policy, /Loan) in-process: the journeys of
// tests/e2e/legal.spec.ts ("official site") that need no browser. Its texts ship with the page
// (no API call): "loading" is the splash while the page's code arrives, and there is no server
// message. The framed policy page's own content and the download page itself stay in the e2e.

const SITE_TABS = ['Home', 'Privacy Agreement', 'Loan terms and conditions'];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('official site /', () => {
  // First in the file: the site's code has not arrived yet.
  it('the brand splash shows while the site loads, then Home is the selected tab', async () => {
    const rendered = renderRoute('/', { shell: false });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    const tabs = await screen.findByRole('tablist', { name: 'Site sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((each) => each.textContent),
    ).toEqual(SITE_TABS);
    expect(tab('Home').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('article', { name: 'About us' })).toBeTruthy();
    expect(document.title).toBe(COMPANY.name);
    expect(rendered.sandbox().log).toEqual([]);
  });

  it('Home: the offer, the picture, the download link and the lender’s registration', async () => {
    renderRoute('/', { shell: false });
    const hero = await screen.findByRole('region', {
      name: 'Cash loans up to ₱50,000, straight to your e-wallet',
    });
    expect(
      within(hero).getByRole('img', { name: 'A phone showing an approved loan, with peso bills and coins' }),
    ).toBeTruthy();
    expect(hero.textContent).toContain(`${REGISTRATION_STATEMENT} ${COMPANY.registration}`);
    expect(hero.textContent).toMatch(/SEC Registration No\. \S+/);
    expect(hero.textContent).toMatch(/Certificate of Authority No\. \S+/);
    // The promotion entry's own download page (a page of promotion.html, not a store link).
    expect(within(hero).getByRole('link', { name: 'Download the app' }).getAttribute('href')).toMatch(
      /\/promotion\.html#\/download$/,
    );
  });

  it('each tab shows its text and is the one selected; arrow keys move between tabs', async () => {
    renderRoute('/', { shell: false });
    fireEvent.click(await screen.findByRole('tab', { name: 'Privacy Agreement' }));
    expect(tab('Privacy Agreement').getAttribute('aria-selected')).toBe('true');
    expect(tab('Home').getAttribute('aria-selected')).toBe('false');
    const policy = screen.getByRole('article', { name: 'Privacy Policy' });
    expect(within(policy).getAllByRole('heading', { level: 2 })[0]?.textContent).toBe(
      'Information we collect',
    );
    expect(screen.queryByRole('article', { name: 'About us' })).toBeNull();

    fireEvent.keyDown(screen.getByRole('tablist', { name: 'Site sections' }), { key: 'ArrowRight' });
    expect(tab('Loan terms and conditions').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('article', { name: 'Loan terms and conditions' }).textContent).toContain(
      '91 to 365 calendar days',
    );
  });

  it('the footer: phone and e-mail links, company name, address and this year’s copyright', async () => {
    renderRoute('/', { shell: false });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: COMPANY.email }).getAttribute('href')).toBe(
      `mailto:${COMPANY.email}`,
    );
    expect(within(footer).getByRole('link', { name: /^0\d/ }).getAttribute('href')).toMatch(/^tel:0\d+$/);
    expect(footer.textContent).toContain(COMPANY.name);
    expect(footer.textContent).toContain(COMPANY.address);
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} ${COMPANY.name}`);
  });
});

describe('official site pages', () => {
  it('/About is blank, titled with the company’s name', async () => {
    renderRoute('/About', { shell: false });
    const main = await screen.findByRole('main', { name: COMPANY.name });
    expect(main.childElementCount).toBe(0);
    expect(document.title).toBe(COMPANY.name);
  });

  it('/Policy frames the policy page', async () => {
    renderRoute('/Policy', { shell: false });
    const frame = await screen.findByTitle('Privacy Policy');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/__fake/pages/policy');
    expect(document.title).toBe('Privacy Policy');
  });

  it.each([
    ['/Policy', 'Privacy Agreement'],
    ['/Loan', 'Loan terms and conditions'],
  ])('%s keeps the site’s header and tabs, its own tab selected', async (path, selected) => {
    renderRoute(path, { shell: false });
    const tabs = await screen.findByRole('tablist', { name: 'Site sections' });
    expect(screen.getByRole('banner').textContent).toContain(COMPANY.name);
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((each) => each.textContent),
    ).toEqual(SITE_TABS);
    expect(tab(selected).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: selected })).toBeTruthy();
  });

  it('from /Policy a tab opens its section: Loan terms, then Home', async () => {
    renderRoute('/Policy', { shell: false });
    fireEvent.click(await screen.findByRole('tab', { name: 'Loan terms and conditions' }));
    expect(await screen.findByRole('article', { name: 'Loan terms and conditions' })).toBeTruthy();
    expect(window.location.pathname).toBe('/Loan');
    fireEvent.click(tab('Home'));
    expect(await screen.findByRole('article', { name: 'About us' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    expect(tab('Home').getAttribute('aria-selected')).toBe('true');
  });

  it('/Loan shows the loan terms with the footer', async () => {
    renderRoute('/Loan', { shell: false });
    const terms = await screen.findByRole('article', { name: 'Loan terms and conditions' });
    expect(terms.textContent).toContain('91 to 365 calendar days');
    expect(screen.getByRole('contentinfo').textContent).toContain(COMPANY.name);
  });
});
