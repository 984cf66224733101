import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { isOk } from '../../api/envelope.ts';
import { useFirstCall } from '../../api/first-call.ts';
import { getAgreementLink, pushLoan, useListAgreements } from '../../api/generated/hooks/confirm/confirm.ts';
import { parsePageQuery } from '../../lib/page-query.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { INCOMPLETE_LINK_TITLE } from '../../ui/messages.ts';
import { AnswerScreen } from '../../ui/screen-state/answer-screen.tsx';
import { ScreenError } from '../../ui/screen-state/screen-state.tsx';
import { agreementsState, type ConfirmActions } from './confirm-actions.ts';
import { INCOMPLETE_CONFIRM_LINK } from './confirm-messages.ts';
import { termsFromLoanConfirm } from './confirm-terms.ts';
import { ConfirmView } from './confirm-view.tsx';
import { loanConfirmCall } from './first-call.ts';
import '../../ui/layout/layout.css';
import './confirm.css';

/** spec §7: the confirmation screen asks for the agreements of scene 3. */
const AGREEMENT_SCENE = 3;

/**
 * Loan confirmation, variant 1 (`/v3/loan-confirm`, `/v3/contract`), for `productId` in the page
 * address (and `orderId` when the shell sends one, for the agreement pages). `/confirm` shows the
 * plan as rows; `/confirmOfPeriod` (instalment products) as the period schedule.
 */
export function ConfirmV3({ schedule }: { schedule: boolean }) {
  const query = parsePageQuery(useLocation().search);
  const productId = query.productId ?? '';
  const orderId = query.orderId ?? '';
  const enabled = productId !== '';
  const confirm = useFirstCall(loanConfirmCall(productId), { enabled });
  const list = useListAgreements({ productId, scene: AGREEMENT_SCENE }, { query: { enabled } });
  const agreements = agreementsState(list, (answer) =>
    isOk(answer) ? answer.data.map((item, position) => ({ title: item.title, position })) : undefined,
  );

  const actions = useMemo<ConfirmActions>(
    () => ({
      agreementLink: async ({ position }) => {
        const answer = await getAgreementLink(
          { productId, scene: AGREEMENT_SCENE, position, ...(orderId ? { orderId } : {}) },
          { loadingText: 'Loading' },
        );
        return isOk(answer) ? answer.data.contract_url : undefined;
      },
      push: async (terms) => {
        // Loan Now shows the push on its way itself (busy), so no overlay covers it.
        const answer = await pushLoan({
          amount: terms.amount,
          periods: terms.days,
          termUnit: terms.termUnit,
          productId,
        });
        return isOk(answer) ? answer.data.lendDetailsUrl : undefined;
      },
    }),
    [productId, orderId],
  );

  useEffect(() => setPageTitle('Loan confirmation'), []);

  if (!enabled) return <ScreenError title={INCOMPLETE_LINK_TITLE} message={INCOMPLETE_CONFIRM_LINK} />;
  return (
    <AnswerScreen
      query={confirm}
      loadingLabel="Loading loan"
      failedMessage="The loan could not be loaded."
      refusedTitle="Loan not available"
    >
      {(data) => (
        <ConfirmView
          terms={termsFromLoanConfirm(data)}
          agreements={agreements}
          actions={actions}
          schedule={schedule}
        />
      )}
    </AnswerScreen>
  );
}
