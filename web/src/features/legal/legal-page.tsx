import { useEffect } from 'react';
import type { LegalDocument } from '../../../../content/legal/legal-document.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { LegalView } from '../../ui/legal/legal-view.tsx';
import '../../ui/layout/layout.css';

/** An in-app page of one legal or company text, titled after it. */
export function LegalPage({ document }: { document: LegalDocument }) {
  useEffect(() => setPageTitle(document.title), [document.title]);
  return (
    <main className="ui-page">
      <section className="ui-card ui-card--raised">
        <LegalView document={document} />
      </section>
    </main>
  );
}
