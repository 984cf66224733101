import { useEffect } from 'react';
import { LOAN_TERMS } from '../../../../content/legal/legal-texts.ts';
import { setPageTitle } from '../../lib/page-title.ts';
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
