import { useEffect, useState } from 'react';
import { COMPANY } from '../../../../content/legal/company.ts';
import { ABOUT_US, LOAN_TERMS, PRIVACY_POLICY } from '../../../../content/legal/legal-texts.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { LegalView } from '../../ui/legal/legal-view.tsx';
import { tabPanelProps } from '../../ui/tabs/tabs.tsx';
import { OfficialFooter } from './official-footer.tsx';
import { OFFICIAL_TAB_PREFIX, OfficialHeader, type OfficialTabId } from './official-header.tsx';
import { OfficialHero } from './official-hero.tsx';
import '../../ui/layout/layout.css';
import './official.css';

/**
 * `/`: the public official site: Home (the hero with the app download and the lender's
 * registration, then the About text), the privacy agreement and the loan terms, and the footer.
 */
export function Component() {
  const [tab, setTab] = useState<OfficialTabId>('home');
  useEffect(() => setPageTitle(COMPANY.name), []);
  return (
    <div className="official">
      <OfficialHeader tab={tab} onChange={setTab} />
      <main {...tabPanelProps(OFFICIAL_TAB_PREFIX, tab)}>
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
