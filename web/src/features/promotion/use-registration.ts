import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiUrl } from '../../api/api-url.ts';
import { isOk } from '../../api/envelope.ts';
import { getSms, register, trackClick, useGetSid } from '../../api/generated/hooks/promotion/promotion.ts';
import { promotionHref } from '../../config/paths.ts';
import { LEFT_PAGE, useGuardedFlight } from '../../lib/use-single-flight.ts';
import { isPromotionMobile, mobileInput } from '../../lib/validators.ts';
import { useCountdown } from '../../ui/countdown/use-countdown.ts';
import { showInfo, showToast } from '../../ui/toast/toast-store.ts';
import { type Attribution, trackParams, visitorDeviceId } from './promotion-query.ts';
import {
  ALREADY_REGISTERED,
  CAPTCHA_MAX,
  CAPTCHA_REQUIRED,
  MOBILE_INVALID,
  MOBILE_MAX,
  PROMOTION_NETWORK_ERROR,
  REGISTERED,
  SMS_CODE_MAX,
  SMS_CODE_REQUIRED,
  SMS_REPEATED,
  SMS_SENT,
  SMS_WAIT_SECONDS,
} from './promotion-texts.ts';
import { ONCE } from './use-landing-template.ts';

export interface RegistrationFields {
  readonly mobile: string;
  readonly captcha: string;
  readonly smsCode: string;
}

/** Spec §5: longer input is ignored (a paste is cut to the cap). */
const CAPS: Record<keyof RegistrationFields, number> = {
  mobile: MOBILE_MAX,
  captcha: CAPTCHA_MAX,
  smsCode: SMS_CODE_MAX,
};

const CAPTCHA_PATH = '/api/v2/youmi/promotion/get-captcha';
/** Spec §8: the codes that mean the picture captcha was wrong (get-sms, register). */
const WRONG_CAPTCHA_SMS = '101';
const WRONG_CAPTCHA_REGISTER = '-1';
const ALREADY_REGISTERED_CODE = '11';

/**
 * What the visitor typed and which picture they saw, kept for this page's life: reading the
 * agreement and coming back must not empty the form (nothing a visitor entered is lost).
 */
const draft: { fields: RegistrationFields; stamp: number } = {
  fields: { mobile: '', captcha: '', smsCode: '' },
  stamp: Date.now(),
};

/**
 * The registration's steps (spec §4, §5, §8): a captcha session (get-sid) whose picture can be
 * asked again; send the SMS code (captcha checked) with a 60 s wait before the next; apply with the
 * SMS code. A wrong captcha shows the server's message and a new picture; 'already registered'
 * and a registration go to the download page. One call at a time; nothing typed is lost on a
 * failure except a captcha whose picture was replaced.
 */
export function useRegistration(attribution: Attribution, appName: string) {
  const navigate = useNavigate();
  // A call without an answer shows 'error' (spec §8); the fields stay as typed.
  const [guarded, busy] = useGuardedFlight(PROMOTION_NETWORK_ERROR);
  const smsWait = useCountdown(SMS_WAIT_SECONDS);
  // One captcha session per visit: a new sid would orphan the picture the visitor is reading.
  const sidQuery = useGetSid(undefined, { query: ONCE });
  const sid = isOk(sidQuery.data) ? sidQuery.data.data.sid : '';
  // The `a` of the captcha address: a new value asks the server for a new picture.
  const [stamp, setStamp] = useState(draft.stamp);
  const captchaUrl = sid ? apiUrl(CAPTCHA_PATH, { sid, a: stamp }) : '';
  const [fields, setFields] = useState(draft.fields);

  const change = (name: keyof RegistrationFields, typed: string) =>
    setFields((current) => {
      // A mobile typed or pasted in its international form is kept in its local one, within the cap.
      const value = name === 'mobile' ? mobileInput(typed) : typed;
      draft.fields = { ...current, [name]: value.slice(0, CAPS[name]) };
      return draft.fields;
    });

  /** A new picture; the captcha typed for the old one is cleared, the other fields stay. */
  const newCaptcha = () => {
    draft.stamp = Math.max(Date.now(), draft.stamp + 1);
    setStamp(draft.stamp);
    change('captcha', '');
  };

  /** The visitor's tap on the picture: a new one needs the mobile number first (spec §5). */
  const refreshCaptcha = () => {
    if (!isPromotionMobile(fields.mobile)) {
      showToast(MOBILE_INVALID);
      return;
    }
    if (!sid) {
      void sidQuery.refetch();
      return;
    }
    newCaptcha();
  };

  const toDownload = () => {
    navigate(promotionHref('download', { ...attribution }), { replace: true });
    return LEFT_PAGE;
  };

  /** Checks shared by both buttons; answers whether the step may go on. */
  const checked = (): boolean => {
    if (!isPromotionMobile(fields.mobile)) {
      showToast(MOBILE_INVALID);
      return false;
    }
    if (fields.captcha.trim() === '') {
      showToast(CAPTCHA_REQUIRED);
      return false;
    }
    if (!sid) {
      // The captcha session never started (get-sid failed): start it again.
      showToast(PROMOTION_NETWORK_ERROR);
      void sidQuery.refetch();
      return false;
    }
    return true;
  };

  const sendSms = () => {
    if (!checked()) return Promise.resolve();
    return guarded(async () => {
      const answer = await getSms(
        {
          phone: fields.mobile,
          capcode: fields.captcha.trim(),
          sid,
          deviceId: visitorDeviceId(),
          appName,
          app_from: attribution.app_from || undefined,
          user_from: attribution.user_from || undefined,
          utm_tag: attribution.utm_tag || undefined,
        },
        undefined,
        { loadingText: 'Sending' },
      );
      if (isOk(answer)) {
        showInfo(SMS_SENT);
        smsWait.start();
        return undefined;
      }
      // Other codes: the shared client has already shown the server's message.
      if (answer.code === WRONG_CAPTCHA_SMS) newCaptcha();
      if (answer.code === ALREADY_REGISTERED_CODE) {
        showToast(ALREADY_REGISTERED);
        return toDownload();
      }
      return undefined;
    });
  };

  const apply = () => {
    if (!checked()) return Promise.resolve();
    if (fields.smsCode.trim() === '') {
      showToast(SMS_CODE_REQUIRED);
      return Promise.resolve();
    }
    return guarded(async () => {
      // The click is counted whatever register answers; a lost count must not stop the visitor.
      trackClick({ ...trackParams(attribution), phone: fields.mobile }).catch(() => undefined);
      const answer = await register(
        {
          phone: fields.mobile,
          capcode: fields.captcha.trim(),
          sid,
          deviceId: visitorDeviceId(),
          appName,
          merchantNumber: 0,
          userName: fields.mobile,
          smsCode: fields.smsCode.trim(),
          invite_code: attribution.invite_code || undefined,
          user_from: attribution.user_from || undefined,
          id: attribution.id || undefined,
          app_from: attribution.app_from || undefined,
          utm_tag: attribution.utm_tag || undefined,
        },
        undefined,
        { loadingText: 'Registering' },
      );
      if (isOk(answer)) {
        showInfo(REGISTERED);
        return toDownload();
      }
      if (answer.code === ALREADY_REGISTERED_CODE) {
        showToast(ALREADY_REGISTERED);
        return toDownload();
      }
      if (answer.code === WRONG_CAPTCHA_REGISTER) newCaptcha();
      return undefined;
    });
  };

  return {
    fields,
    change,
    captchaUrl,
    captchaFailed: sidQuery.isError || (sidQuery.data !== undefined && !isOk(sidQuery.data)),
    refreshCaptcha,
    smsWait,
    refuseSms: () => showToast(SMS_REPEATED),
    sendSms,
    apply,
    busy,
  };
}
