import { Link } from 'react-router-dom';
import { LENDER_RATES, pesos } from '../../../../content/legal/loan-rates.ts';
import type { LandingTemplate } from '../../../../openapi/generated/model/index.ts';
import { promotionHref } from '../../config/paths.ts';
import { CountdownButton } from '../../ui/countdown/countdown-button.tsx';
import { CashPhoneIllustration } from '../../ui/illustration/cash-phone-illustration.tsx';
import type { Attribution } from './promotion-query.ts';
import { CAPTCHA_MAX, DEFAULT_APP_NAME, SMS_BUTTON, SMS_CODE_MAX } from './promotion-texts.ts';
import { useRegistration } from './use-registration.ts';
import '../../ui/field/field.css';

/** The plain look of a link without a landing template. */
const PLAIN_TITLE = `Cash loan up to ${pesos(LENDER_RATES.amount.max)}`;
const PLAIN_SUBTITLE = 'Register with your mobile number and download the app to apply.';

export interface RegisterViewProps {
  readonly attribution: Attribution;
  readonly landing?: LandingTemplate;
}

/** The landing banner and the registration form (mobile, picture captcha, SMS code). */
export function RegisterView({ attribution, landing }: RegisterViewProps) {
  const appName = landing?.appName || DEFAULT_APP_NAME;
  const registration = useRegistration(attribution, appName);
  const { fields, change } = registration;
  return (
    <main className="promo">
      <header className="promo__hero">
        {/* Whose offer this is: the lender the download page and the agreement name. */}
        <p className="promo__brand">{appName}</p>
        {/* Its box is reserved before the picture arrives, so the form below never jumps. */}
        {landing ? (
          <img className="promo__banner" src={landing.bannerImage} alt="" width="750" height="360" />
        ) : (
          // Without a template's banner, the brand's own picture says what the page offers.
          <CashPhoneIllustration className="promo__art" />
        )}
        {/* The banner shows the title already; the heading stays for screen readers. */}
        <h1 className={landing ? 'promo__title promo__title--in-banner' : 'promo__title'}>
          {landing?.title ?? PLAIN_TITLE}
        </h1>
        <p className="promo__subtitle">{landing?.subtitle ?? PLAIN_SUBTITLE}</p>
      </header>
      <form
        className="promo__card"
        aria-label="Registration"
        onSubmit={(event) => {
          event.preventDefault();
          void registration.apply();
        }}
      >
        <label className="ui-field">
          <span className="ui-field__label">Mobile number</span>
          <input
            className="ui-field__control"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="Enter your mobile number"
            value={fields.mobile}
            onChange={(event) => change('mobile', event.target.value)}
          />
        </label>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="promo-captcha">
            Picture captcha
          </label>
          <div className="promo__row">
            <input
              id="promo-captcha"
              className="ui-field__control"
              autoComplete="off"
              autoCapitalize="characters"
              placeholder="Enter the characters"
              maxLength={CAPTCHA_MAX}
              value={fields.captcha}
              onChange={(event) => change('captcha', event.target.value)}
            />
            <button
              type="button"
              className="promo__captcha"
              aria-label="Refresh captcha"
              onClick={registration.refreshCaptcha}
            >
              {registration.captchaUrl ? (
                <img src={registration.captchaUrl} alt="Captcha" width="112" height="44" />
              ) : (
                <span>{registration.captchaFailed ? 'Tap to retry' : 'Loading…'}</span>
              )}
            </button>
          </div>
        </div>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="promo-sms">
            SMS code
          </label>
          <div className="promo__row">
            <input
              id="promo-sms"
              className="ui-field__control"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="Enter the SMS code"
              maxLength={SMS_CODE_MAX}
              value={fields.smsCode}
              onChange={(event) => change('smsCode', event.target.value)}
            />
            <CountdownButton
              countdown={registration.smsWait}
              label={SMS_BUTTON}
              waitingLabel={(seconds) => `${seconds}s`}
              onClick={() => void registration.sendSms()}
              onRefused={registration.refuseSms}
            />
          </div>
        </div>
        <button type="submit" className="btn btn--primary promo__apply" aria-busy={registration.busy}>
          {landing?.buttonText || 'Apply now'}
        </button>
        <p className="promo__agreement">
          By applying you agree to the{' '}
          <Link to={promotionHref('agreement', { ...attribution })}>Registration Agreement</Link>
        </p>
      </form>
    </main>
  );
}
