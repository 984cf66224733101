import { useEffect } from 'react';
import { setPageTitle } from '../../lib/page-title.ts';
import { LOAN_TERMS } from '../../ui/legal/legal-texts.ts';
import { LegalView } from '../../ui/legal/legal-view.tsx';
import { OfficialFooter } from './official-footer.tsx';
import './official.css';

/** `/Loan`: the loan agreement text of the official site. */
export function Component() {
  useEffect(() => setPageTitle(LOAN_TERMS.title), []);
  return (
    <div className="official">
      <main className="official__main">
        <LegalView document={LOAN_TERMS} />
      </main>
      <OfficialFooter />
    </div>
  );
}
