import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { OrderStatus } from '../../../../openapi/generated/model/index.ts';
import { parsePageQuery } from '../../lib/page-query.ts';
import { SuccessNotice } from './success-notice.tsx';

/** What the new order's page says when Loan Now brought the borrower here (not a spec string). */
export const LOAN_SUBMITTED_TITLE = 'Loan application submitted';
/** The line under it (the order's own text already says when a decision comes). */
export const LOAN_SUBMITTED_TEXT = 'Thank you. You can follow its status on this page.';

/**
 * The visible result of Loan Now: the confirmation replaces itself with the new order's page plus
 * `from=confirm` (spec §4), and while that order is under review (21) its page says the application was
 * submitted, until dismissed.
 * @example <LoanSubmittedNotice status={detail.orderStatus} />
 */
export function LoanSubmittedNotice({ status }: { status: OrderStatus }) {
  const fromConfirm = parsePageQuery(useLocation().search).from === 'confirm';
  const [dismissed, setDismissed] = useState(false);
  return (
    <SuccessNotice
      shown={fromConfirm && status === 21 && !dismissed}
      title={LOAN_SUBMITTED_TITLE}
      onDismiss={() => setDismissed(true)}
    >
      {LOAN_SUBMITTED_TEXT}
    </SuccessNotice>
  );
}
