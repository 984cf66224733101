import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { isOk } from '../../api/envelope.ts';
import { useFirstCall } from '../../api/first-call.ts';
import {
  getAgreementLinkVariantTwo,
  pushLoanVariantTwo,
  recordPopupClosedVariantTwo,
  useListAgreementsVariantTwo,
} from '../../api/generated/hooks/confirm-v2/confirm-v2.ts';
import { variantTwoParams } from '../../api/variant-two-params.ts';
import { parsePageQuery } from '../../lib/page-query.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { INCOMPLETE_LINK_TITLE } from '../../ui/messages.ts';
import { AnswerScreen } from '../../ui/screen-state/answer-screen.tsx';
import { ScreenError } from '../../ui/screen-state/screen-state.tsx';
import { agreementsState, type ConfirmActions } from './confirm-actions.ts';
import { INCOMPLETE_CONFIRM_LINK } from './confirm-messages.ts';
import { termsFromGetLoanConfirmDetailsVariantTwo } from './confirm-terms.ts';
import { ConfirmView } from './confirm-view.tsx';
import { getLoanConfirmDetailsVariantTwoCall } from './first-call.ts';
import '../../ui/layout/layout.css';
import './confirm.css';

/**
 * `/confirmNew`: loan confirmation, variant 2 (spec §2 "Loan confirmation (variant 2)") through
 * `/gopia/goya/*` with its extra session params (DESIGN §3): the v3 screen plus the promotional
 * popup, in ₹ when the currency flag is 1. A code other than '00' shows the server's message (the
 * shared client's toast).
 */
export function Component() {
  const query = parsePageQuery(useLocation().search);
  const productId = query.productId ?? '';
  const enabled = productId !== '';
  const params = useMemo(() => variantTwoParams(), []);
  const confirm = useFirstCall(getLoanConfirmDetailsVariantTwoCall(productId, params), { enabled });
  const list = useListAgreementsVariantTwo({ ...params, productId }, { query: { enabled } });
  const agreements = agreementsState(list, (answer) =>
    isOk(answer) ? answer.data.list.map(({ title, position }) => ({ title, position })) : undefined,
  );

  const actions = useMemo<ConfirmActions>(
    () => ({
      agreementLink: async ({ position }) => {
        const answer = await getAgreementLinkVariantTwo(
          { ...params, productId, position },
          { loadingText: 'Loading' },
        );
        return isOk(answer) ? answer.data.url : undefined;
      },
      push: async (terms) => {
        // Loan Now shows the push on its way itself (busy), so no overlay covers it.
        const answer = await pushLoanVariantTwo(
          { productId, loanAmount: terms.amount, loanDays: terms.days },
          params,
        );
        return isOk(answer) ? answer.data.lendDetailsUrl : undefined;
      },
      // Only a record for the server: the popup is closed whatever it answers.
      promoClosed: () => void recordPopupClosedVariantTwo({ productId }, params).catch(() => undefined),
    }),
    [productId, params],
  );

  useEffect(() => setPageTitle('Loan confirmation'), []);

  if (!enabled) return <ScreenError title={INCOMPLETE_LINK_TITLE} message={INCOMPLETE_CONFIRM_LINK} />;
  return (
    // Spec §8: variant 2 toasts the server's message; in place the screen says only that it failed.
    <AnswerScreen
      query={confirm}
      loadingLabel="Loading loan"
      failedMessage="The loan could not be loaded."
      refusedTitle="Loan not available"
      toastsServerMessage
    >
      {(data) => (
        <ConfirmView
          terms={termsFromGetLoanConfirmDetailsVariantTwo(data)}
          agreements={agreements}
          actions={actions}
        />
      )}
    </AnswerScreen>
  );
}
