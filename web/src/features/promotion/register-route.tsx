import { useEffect, useState } from 'react';
import { useChannelTemplate, useTrackVisit } from '../../api/generated/hooks/promotion/promotion.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { AnswerScreen } from '../../ui/screen-state/answer-screen.tsx';
import { readAttribution, trackParams } from './promotion-query.ts';
import { RegisterView } from './register-view.tsx';
import './promotion.css';

/** Asked once per visit: a landing page's configuration and its visit count do not change. */
const ONCE = { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false } as const;

/**
 * `promotion.html#/register`: the landing page of an advertising link (spec §2 "Promotion
 * registration template"). The link's `id` names its template; a link without one still lets the
 * visitor register, with the plain look.
 */
export function Component() {
  const [attribution] = useState(() => readAttribution());
  useTrackVisit(trackParams(attribution), { query: ONCE });
  const template = useChannelTemplate(
    { templateId: attribution.id },
    { query: { ...ONCE, enabled: attribution.id !== '' } },
  );
  useEffect(() => setPageTitle('Register'), []);

  if (attribution.id === '') return <RegisterView attribution={attribution} />;
  return (
    <AnswerScreen
      query={template}
      loadingLabel="Loading"
      failedMessage="This promotion page could not be loaded."
    >
      {(landing) => <RegisterView attribution={attribution} landing={landing} />}
    </AnswerScreen>
  );
}
