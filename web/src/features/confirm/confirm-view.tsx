import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { closeWebView } from '../../bridge/actions';
import { useBackHandler } from '../../bridge/use-back-handler.ts';
import { goBack } from '../../lib/go-back.ts';
import { linkTarget } from '../../lib/pay-link.ts';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { Button } from '../../ui/button/button.tsx';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { ProductCard } from '../../ui/layout/product-card.tsx';
import { NETWORK_ERROR } from '../../ui/messages.ts';
import { showToast } from '../../ui/toast/toast-store.ts';
import { AgreementList } from './agreement-list.tsx';
import { AgreementPopup, type AgreementPopupState } from './agreement-popup.tsx';
import type { Agreement, AgreementsState, ConfirmActions } from './confirm-actions.ts';
import { confirmFacts } from './confirm-facts.ts';
import { ConfirmHero, DetailRows, DisclosureCard } from './confirm-lead.tsx';
import {
  APPLY_AGAIN,
  LOAN_SUBMITTED,
  LOAN_SUBMITTING,
  MAY_HAVE_APPLIED_TEXT,
  MAY_HAVE_APPLIED_TITLE,
} from './confirm-messages.ts';
import type { ConfirmTerms } from './confirm-terms.ts';
import { PlanCard } from './plan-card.tsx';
import { PromoPopup } from './promo-popup.tsx';
import { RetentionPopup } from './retention-popup.tsx';
import { useLoanPush } from './use-loan-push.ts';

/** When an agreement's link is neither an app path nor an http(s) page. */
export const AGREEMENT_LINK_REFUSED = 'This agreement cannot be opened. Please try again later.';

/** The title of the agreement popup the page opens by itself (it comes without one). */
export const AUTO_AGREEMENT_TITLE = 'Loan agreement';

interface Props {
  readonly terms: ConfirmTerms;
  readonly agreements: AgreementsState;
  readonly actions: ConfirmActions;
  /** `/confirmOfPeriod`: the plan as the period schedule. */
  readonly schedule?: boolean;
}

/** Where a server link may show in the iframe (the pay-link rule), else nothing. */
function frameUrl(link: string): string | undefined {
  const target = linkTarget(link);
  if (target.kind === 'app') return target.path;
  return target.kind === 'web' ? target.url : undefined;
}

/**
 * The loan confirmation of both variants (spec §2, §4): the terms, the agreement box (checked by
 * default) and 'Loan Now', which works only while it is checked. Popups: the agreement page (by a
 * title, or by itself when the server sends `popAgreementUrl`), variant 2's promotion (after the
 * agreement), and 'Point out' on the iOS back gesture when the server asks for it.
 */
export function ConfirmView({ terms, agreements, actions, schedule = false }: Props) {
  const [agreed, setAgreedState] = useState(true);
  // Loan Now tapped while the box is unchecked: the box asks for attention until it is checked.
  const [agreementHint, setAgreementHint] = useState(false);
  const agreementsRef = useRef<HTMLElement>(null);
  const setAgreed = (value: boolean) => {
    setAgreedState(value);
    if (value) setAgreementHint(false);
  };
  const [popup, setPopup] = useState<AgreementPopupState | null>(() => {
    const url = frameUrl(terms.agreementPopUrl);
    return url ? { title: AUTO_AGREEMENT_TITLE, url, auto: true } : null;
  });
  const [promoOpen, setPromoOpen] = useState(terms.promo !== null);
  const [retentionOpen, setRetentionOpen] = useState(false);
  // One agreement link asked at a time: a second tap while one loads does nothing.
  const [openAgreement] = useSingleFlight();
  const { push, phase, unanswered, applyAgain } = useLoanPush(actions, terms);
  const [askAgain, setAskAgain] = useState(false);
  const sending = phase === 'sending';
  const navigate = useNavigate();

  const promoShown = terms.promo !== null && promoOpen && popup === null;
  // A popup the borrower can close takes the back gesture first. Its handler was pushed before
  // this screen's (a child's effects run first), so this one steps aside while it is open and
  // comes back on top when it closes. Over the automatic agreement popup, which back cannot
  // close, 'Point out' still opens.
  const closableOnTop = promoShown || askAgain || (popup !== null && !popup.auto);
  useBackHandler(() => setRetentionOpen(true), terms.retention !== null && !closableOnTop);
  // While the push runs, back would leave a page the answer then replaces: hold it.
  useBackHandler(() => undefined, sending);

  const showAgreement = (agreement: Agreement) =>
    openAgreement(async () => {
      try {
        const link = await actions.agreementLink(agreement);
        if (link === undefined) return;
        const url = frameUrl(link);
        if (url) setPopup({ title: agreement.title, url, auto: false });
        else showToast(AGREEMENT_LINK_REFUSED);
      } catch {
        showToast(NETWORK_ERROR);
      }
    });

  const agree = () => {
    setAgreed(true);
    setPopup(null);
  };
  // Declining the agreement the page put first ends the confirmation; one the borrower opened
  // just closes.
  const cancel = () => (popup?.auto ? closeWebView() : setPopup(null));
  const closePromo = () => {
    setPromoOpen(false);
    actions.promoClosed?.();
  };

  const facts = confirmFacts(terms.details);
  const ready = agreements.status === 'ready';
  // Unchecked, Loan Now stays tappable (aria-disabled, not disabled) so that the tap can say why
  // it does nothing; it still never applies (spec §2).
  const tapLoanNow = () => {
    if (!agreed) {
      setAgreementHint(true);
      const section = agreementsRef.current;
      section?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus({ preventScroll: true });
      section?.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      return;
    }
    // The last push from this page never heard back: it may have gone through. Ask first.
    if (unanswered) setAskAgain(true);
    else void push();
  };
  return (
    <main className="ui-page ui-page--action-bar confirm">
      <ConfirmHero terms={terms} facts={facts} />

      <ProductCard name={terms.productName} logo={terms.productLogo} />

      <DisclosureCard rows={facts.disclosure} />

      {facts.rest.length > 0 && (
        <section className="ui-card" aria-label="Loan details">
          <DetailRows rows={facts.rest} />
        </section>
      )}

      <PlanCard terms={terms} schedule={schedule} />

      <AgreementList
        ref={agreementsRef}
        agreements={agreements}
        agreed={agreed}
        hint={agreementHint && !agreed}
        onAgreedChange={setAgreed}
        onOpen={(agreement) => void showAgreement(agreement)}
      />

      <footer className="ui-action-bar">
        <Button
          className={phase === 'sent' ? 'confirm-loan-now confirm-loan-now--sent' : 'confirm-loan-now'}
          disabled={!ready || phase === 'sent'}
          aria-disabled={!agreed && phase === 'idle'}
          busy={sending}
          busyLabel={LOAN_SUBMITTING}
          onClick={tapLoanNow}
        >
          {phase === 'sent' ? (
            <>
              <svg
                className="confirm-loan-now__check"
                viewBox="0 0 24 24"
                width="20"
                height="20"
                aria-hidden="true"
              >
                <path
                  d="M5 12.5l4.5 4.5L19 7.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {LOAN_SUBMITTED}
            </>
          ) : (
            'Loan Now'
          )}
        </Button>
      </footer>

      <Dialog
        open={askAgain}
        title={MAY_HAVE_APPLIED_TITLE}
        onClose={() => setAskAgain(false)}
        actions={[
          { label: 'Cancel', variant: 'secondary', onClick: () => setAskAgain(false) },
          {
            label: APPLY_AGAIN,
            onClick: () => {
              setAskAgain(false);
              void applyAgain();
            },
          },
        ]}
      >
        {MAY_HAVE_APPLIED_TEXT}
      </Dialog>
      <AgreementPopup popup={popup} onAgree={agree} onCancel={cancel} />
      {terms.promo && <PromoPopup promo={terms.promo} open={promoShown} onClose={closePromo} />}
      {terms.retention && (
        <RetentionPopup
          retention={terms.retention}
          open={retentionOpen}
          onStay={() => setRetentionOpen(false)}
          onLeave={() => {
            setRetentionOpen(false);
            if (!sending) goBack(navigate);
          }}
        />
      )}
    </main>
  );
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
