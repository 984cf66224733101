import { countOf } from '../../../../content/count.ts';
import { COMPANY, REGISTRATION_STATEMENT } from '../../../../content/legal/company.ts';
import { LENDER_RATES, MAX_MONTHLY_INTEREST, pesos } from '../../../../content/legal/loan-rates.ts';
import { promotionHref } from '../../config/paths.ts';
import { CashPhoneIllustration } from '../../ui/illustration/cash-phone-illustration.tsx';

/**
 * Where the official site's download button leads: the promotion flow's own download page
 * (`promotion.html#/download`, built beside this app). Opened without a landing template, it names
 * the app and tells the visitor to find it in the App Store or on Google Play; it is local, so it
 * works in every environment, and the store links stay in one place (the landing templates).
 */
export const DOWNLOAD_PAGE = promotionHref('download', {}, { page: true });

/** What the Home tab promises: only what the rate table holds true. */
export const HERO_TITLE = `Cash loans up to ${pesos(LENDER_RATES.amount.max)}, straight to your e-wallet`;
const HERO_LEAD =
  `Apply on your phone with one valid ID and get a decision within ${countOf(LENDER_RATES.decisionDays, 'day')}. ` +
  `Interest of at most ${MAX_MONTHLY_INTEREST} a month, and every fee shown before you accept.`;

/** The Home tab's top: what the lender offers, the app download, and who regulates the lender. */
export function OfficialHero() {
  return (
    <section className="official-hero" aria-labelledby="official-hero-title">
      <div className="official-hero__inner">
        <CashPhoneIllustration className="official-hero__art" />
        <div className="official-hero__text">
          <h1 id="official-hero-title" className="official-hero__title">
            {HERO_TITLE}
          </h1>
          <p className="official-hero__lead">{HERO_LEAD}</p>
          <a className="btn official-hero__download" href={DOWNLOAD_PAGE}>
            <DownloadIcon />
            Download the app
          </a>
          <p className="official-hero__registration">
            <ShieldIcon />
            <span>
              {REGISTRATION_STATEMENT} <span className="official-hero__numbers">{COMPANY.registration}</span>
            </span>
          </p>
        </div>
      </div>
    </section>
  );
}

function DownloadIcon() {
  return (
    <svg className="official-hero__icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M10 2.5v10m-4-4 4 4 4-4M3.5 14v2.5h13V14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ShieldIcon() {
  return (
    <svg className="official-hero__shield" width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
      <path d="M11 1.5 3 4.5v6c0 4.8 3.4 8.6 8 10 4.6-1.4 8-5.2 8-10v-6z" fill="#111" />
      <path
        d="m7.2 11 2.6 2.6 5-5.2"
        fill="none"
        stroke="#ffd100"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
