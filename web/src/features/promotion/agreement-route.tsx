import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOAN_TERMS, PRIVACY_POLICY } from '../../../../content/legal/legal-texts.ts';
import { promotionHref } from '../../config/paths.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { LegalView } from '../../ui/legal/legal-view.tsx';
import { readAttribution } from './promotion-query.ts';
import './promotion.css';

/**
 * `promotion.html#/agreement`: what the visitor agrees to by registering, the same privacy policy
 * and loan terms the app and the official site show (one source, ui/legal).
 */
export function Component() {
  const [attribution] = useState(() => readAttribution());
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => setPageTitle('Registration Agreement'), []);
  // Back to the form the visitor came from; opened directly, to a new one.
  const back = () =>
    location.key === 'default' ? navigate(promotionHref('register', { ...attribution })) : navigate(-1);
  return (
    <main className="promo promo--agreement">
      <h1 className="promo__agreement-title">Registration Agreement</h1>
      <p className="promo__agreement-lead">
        By registering you agree to the Privacy Policy and the Loan terms and conditions below.
      </p>
      <LegalView document={PRIVACY_POLICY} headingLevel={2} />
      <LegalView document={LOAN_TERMS} headingLevel={2} />
      <button type="button" className="btn btn--primary promo__back" onClick={back}>
        Back to registration
      </button>
    </main>
  );
}
