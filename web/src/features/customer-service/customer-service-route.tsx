import { useEffect } from 'react';
import { useFirstCall } from '../../api/first-call.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { AnswerScreen } from '../../ui/screen-state/answer-screen.tsx';
import { CustomerServiceView } from './customer-service-view.tsx';
import '../../ui/layout/layout.css';
import { contactCall } from './first-call.ts';
import './customer-service.css';

/** `/customerService`: how to reach the lender (spec §2 "Customer service"). */
export function Component() {
  const contact = useFirstCall(contactCall());
  useEffect(() => setPageTitle('Customer service'), []);
  return (
    <AnswerScreen
      query={contact}
      loadingLabel="Loading contact details"
      skeleton="list"
      failedMessage="The contact details could not be loaded."
      contact="phone"
    >
      {(info) => <CustomerServiceView email={info.email} phone={info.smWa} />}
    </AnswerScreen>
  );
}
