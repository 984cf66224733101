import { useEffect, useState } from 'react';
import { useTrackVisit } from '../../api/generated/hooks/promotion/promotion.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { AnswerScreen } from '../../ui/screen-state/answer-screen.tsx';
import { readAttribution, trackParams } from './promotion-query.ts';
import { RegisterView } from './register-view.tsx';
import { ONCE, useLandingTemplate } from './use-landing-template.ts';
import './promotion.css';

/**
 * `promotion.html#/register`: the landing page of an advertising link (spec §2 "Promotion
 * registration template"). The link's `id` names its template; a link without one still lets the
 * visitor register, with the plain look.
 */
export function Component() {
  const [attribution] = useState(() => readAttribution());
  useTrackVisit(trackParams(attribution), { query: ONCE });
  const template = useLandingTemplate(attribution);
  useEffect(() => setPageTitle('Register'), []);

  if (attribution.id === '') return <RegisterView attribution={attribution} />;
  return (
    <AnswerScreen
      query={template}
      loadingLabel="Loading"
      skeleton="form"
      failedMessage="This promotion page could not be loaded."
      refusedTitle="Offer not available"
      contact="site"
    >
      {(landing) => <RegisterView attribution={attribution} landing={landing} />}
    </AnswerScreen>
  );
}
