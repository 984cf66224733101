import { useEffect } from 'react';
import { LOAN_TERMS } from '../../../../content/legal/legal-texts.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { LegalView } from '../../ui/legal/legal-view.tsx';
import { tabPanelProps } from '../../ui/tabs/tabs.tsx';
import { OfficialFooter } from './official-footer.tsx';
import { OFFICIAL_TAB_PREFIX, OfficialHeader } from './official-header.tsx';
import './official.css';

/** `/Loan`: the loan agreement text of the official site, under the site's header and tabs. */
export function Component() {
  useEffect(() => setPageTitle(LOAN_TERMS.title), []);
  return (
    <div className="official">
      <OfficialHeader tab="loan" />
      <main className="official__main" {...tabPanelProps(OFFICIAL_TAB_PREFIX, 'loan')}>
        <LegalView document={LOAN_TERMS} />
      </main>
      <OfficialFooter />
    </div>
  );
}
