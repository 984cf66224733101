import { useEffect } from 'react';
import { useContactKfInfo } from '../../api/generated/hooks/service/service.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { AnswerScreen, SCREEN_ANSWER } from '../../ui/screen-state/answer-screen.tsx';
import { CustomerServiceView } from './customer-service-view.tsx';
import '../../ui/layout/layout.css';
import './customer-service.css';

/** spec §7: contact-kf-info takes a fixed value (the contract's `type`, always 1). */
const CONTACT_TYPE = 1;

/** `/customerService`: how to reach the lender (spec §2 "Customer service"). */
export function Component() {
  const contact = useContactKfInfo({ type: CONTACT_TYPE }, undefined, { request: SCREEN_ANSWER });
  useEffect(() => setPageTitle('Customer service'), []);
  return (
    <AnswerScreen
      query={contact}
      loadingLabel="Loading contact details"
      skeleton="list"
      failedMessage="The contact details could not be loaded."
    >
      {(info) => <CustomerServiceView email={info.email} phone={info.smWa} />}
    </AnswerScreen>
  );
}
