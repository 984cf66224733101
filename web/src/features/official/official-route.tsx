import { useEffect, useState } from 'react';
import { COMPANY } from '../../../../content/legal/company.ts';
import { ABOUT_US, LOAN_TERMS, PRIVACY_POLICY } from '../../../../content/legal/legal-texts.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { LegalView } from '../../ui/legal/legal-view.tsx';
import { Tabs, tabPanelProps } from '../../ui/tabs/tabs.tsx';
import { OfficialFooter } from './official-footer.tsx';
import { OfficialHero } from './official-hero.tsx';
import '../../ui/layout/layout.css';
import './official.css';

/** The official site's tabs (spec §2 "Official page"), word for word. */
export const OFFICIAL_TABS = [
  { id: 'home', label: 'Home' },
  { id: 'privacy', label: 'Privacy Agreement' },
  { id: 'loan', label: 'Loan terms and conditions' },
] as const;

type TabId = (typeof OFFICIAL_TABS)[number]['id'];

/**
 * `/`: the public official site: Home (the hero with the app download and the lender's
 * registration, then the About text), the privacy agreement and the loan terms, and the footer.
 */
export function Component() {
  const [tab, setTab] = useState<TabId>('home');
  useEffect(() => setPageTitle(COMPANY.name), []);
  return (
    <div className="official">
      <header className="official__header">
        <p className="official__brand">{COMPANY.name}</p>
        <Tabs
          tabs={OFFICIAL_TABS}
          value={tab}
          onChange={(id) => setTab(OFFICIAL_TABS.find((entry) => entry.id === id)?.id ?? 'home')}
          label="Site sections"
          idPrefix="official"
        />
      </header>
      <main {...tabPanelProps('official', tab)}>
        {tab === 'home' && <OfficialHero />}
        <div className="official__main">
          {/* On Home the hero holds the page's heading; the About text follows it. */}
          {tab === 'home' && <LegalView document={ABOUT_US} headingLevel={2} />}
          {tab === 'privacy' && <LegalView document={PRIVACY_POLICY} />}
          {tab === 'loan' && <LegalView document={LOAN_TERMS} />}
        </div>
      </main>
      <OfficialFooter />
    </div>
  );
}
