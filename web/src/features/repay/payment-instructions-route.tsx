import { useEffect, useState } from 'react';
import { setPageTitle } from '../../lib/page-title.ts';
import { ImageViewer } from '../../ui/image-viewer/image-viewer.tsx';
import { Tabs, tabPanelProps } from '../../ui/tabs/tabs.tsx';
import { type GuideStep, PAYMENT_GUIDES, stepText } from './payment-guides.ts';
import '../../ui/layout/layout.css';
import './repay.css';
import './payment-guide.css';

const TABS = PAYMENT_GUIDES.map(({ id, name }) => ({ id, label: name }));

/**
 * `/paymentInstructions`: how to pay with a reference number, one tab per place; every picture
 * opens enlarged on tap (pinch to zoom; a tap or back closes it).
 */
export function Component() {
  const [tab, setTab] = useState<string>(PAYMENT_GUIDES[0]?.id ?? '');
  const [enlarged, setEnlarged] = useState<GuideStep | null>(null);
  const guide = PAYMENT_GUIDES.find((candidate) => candidate.id === tab) ?? PAYMENT_GUIDES[0];
  useEffect(() => setPageTitle('How to pay'), []);
  if (!guide) return null;

  return (
    <main className="ui-page repay guide">
      <section className="ui-card ui-card--raised">
        <h1 className="ui-title">How to pay</h1>
        <p className="guide__lead">
          Pay with your reference number through an e-wallet&apos;s Bills menu or at a 7-Eleven store.
        </p>
      </section>
      <Tabs tabs={TABS} value={guide.id} onChange={setTab} label="Where to pay" idPrefix="guide" />
      <section className="ui-card" {...tabPanelProps('guide', guide.id)}>
        <p className="guide__intro">{guide.intro}</p>
        <ol className="guide__steps">
          {guide.steps.map((step, index) => (
            <li className="guide__step" key={step.image}>
              <p className="guide__text">
                <span className="guide__number">{index + 1}</span>
                {stepText(step)}
              </p>
              <button
                type="button"
                className="guide__picture"
                aria-label={`Enlarge picture: ${step.picture}`}
                onClick={() => setEnlarged(step)}
              >
                {/* The first picture is in view when the page opens (its largest element): fetch it
                    at once; the others load as the borrower scrolls to them. */}
                <img
                  src={step.image}
                  alt={step.picture}
                  width="360"
                  height="640"
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                />
              </button>
            </li>
          ))}
        </ol>
      </section>
      <ImageViewer
        src={enlarged?.image ?? null}
        alt={enlarged?.picture ?? ''}
        onClose={() => setEnlarged(null)}
      />
    </main>
  );
}
