import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useFirstCall } from '../../api/first-call.ts';
import { parsePageQuery } from '../../lib/page-query.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { INCOMPLETE_LINK_TITLE, incompleteLink } from '../../ui/messages.ts';
import { AnswerScreen } from '../../ui/screen-state/answer-screen.tsx';
import { ScreenError } from '../../ui/screen-state/screen-state.tsx';
import { BIND_BANK_TITLE, BindBankView } from './bind-bank-view.tsx';
import '../../ui/layout/layout.css';
import { bankFormCall } from './first-call.ts';
import './bind-bank.css';

/** A bank form link without the product it is for. */
export const INCOMPLETE_BANK_LINK = incompleteLink('bank form', 'a product_id');

/** `/bindBank`: the bank form of the product in the page address (`product_id` or `productId`). */
export function Component() {
  const productId = parsePageQuery(useLocation().search).product_id ?? '';
  const enabled = productId !== '';
  const form = useFirstCall(bankFormCall(productId), { enabled });

  useEffect(() => setPageTitle(BIND_BANK_TITLE), []);

  if (!enabled) return <ScreenError title={INCOMPLETE_LINK_TITLE} message={INCOMPLETE_BANK_LINK} />;
  return (
    <AnswerScreen
      query={form}
      loadingLabel="Loading form"
      skeleton="form"
      failedMessage="The form could not be loaded."
      refusedTitle="Form not available"
    >
      {(data) => <BindBankView form={data} />}
    </AnswerScreen>
  );
}
