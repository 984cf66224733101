import { useEffect, useState } from 'react';
import type { LandingTemplate } from '../../../../openapi/generated/model/index.ts';
import { clientTypeOf } from '../../lib/client-type.ts';
import { isInAppMessenger } from '../../lib/messenger.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { CashPhoneIllustration } from '../../ui/illustration/cash-phone-illustration.tsx';
import { AnswerScreen } from '../../ui/screen-state/answer-screen.tsx';
import { readAttribution } from './promotion-query.ts';
import { DEFAULT_APP_NAME } from './promotion-texts.ts';
import { useLandingTemplate } from './use-landing-template.ts';
import './promotion.css';

export const OPEN_IN_BROWSER = 'To download the app, tap ··· at the top right and choose "Open in browser".';

/**
 * `promotion.html#/download`: where a registered visitor gets the app. The link's template names
 * the app and where to download it. Social apps' own browsers block downloads, so inside one the
 * page first tells the visitor to open it in their browser.
 */
export function Component() {
  const [attribution] = useState(() => readAttribution());
  const template = useLandingTemplate(attribution);
  useEffect(() => setPageTitle('Download the app'), []);

  if (attribution.id === '') return <DownloadView />;
  return (
    <AnswerScreen
      query={template}
      loadingLabel="Loading"
      failedMessage="The download page could not be loaded."
      contact="site"
    >
      {(landing) => <DownloadView landing={landing} />}
    </AnswerScreen>
  );
}

function DownloadView({ landing }: { landing?: LandingTemplate }) {
  const appName = landing?.appName || DEFAULT_APP_NAME;
  const inMessenger = isInAppMessenger();
  // The visitor's own platform first.
  const stores = clientTypeOf() === 'ios' ? (['iOS', 'Android'] as const) : (['Android', 'iOS'] as const);
  return (
    <main className="promo promo--download">
      {inMessenger && (
        <p className="promo__messenger" role="alert">
          {OPEN_IN_BROWSER}
        </p>
      )}
      <header className="promo__hero">
        <CashPhoneIllustration className="promo__art" />
        <h1 className="promo__title">Download {appName}</h1>
        <p className="promo__subtitle">Log in with the mobile number you registered and apply in minutes.</p>
      </header>
      <section className="promo__card" aria-label="Download">
        {landing ? (
          stores.map((store, index) => (
            <a
              key={store}
              className={`btn ${index === 0 ? 'btn--primary' : 'btn--secondary'} promo__store`}
              href={landing.downloadUrl}
            >
              Download for {store}
            </a>
          ))
        ) : (
          <p className="promo__note">Search for {appName} in the App Store or on Google Play.</p>
        )}
      </section>
      <section className="promo__card promo__steps" aria-label="How to get your loan">
        <h2 className="promo__steps-title">How to get your loan</h2>
        <ol>
          <li>Install {appName} on your phone.</li>
          <li>Log in with the mobile number you registered.</li>
          <li>Choose an amount, confirm the terms and receive the money.</li>
        </ol>
      </section>
    </main>
  );
}
