import { LOAN_TERMS } from '../../../../content/legal/legal-texts.ts';
import { LegalPage } from './legal-page.tsx';

/** `/loanAgreement`: the loan terms and conditions (spec §2, §9 "Loan terms"). */
export function Component() {
  return <LegalPage document={LOAN_TERMS} />;
}
