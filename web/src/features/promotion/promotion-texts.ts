import { APP_NAME } from '../../../../content/brand.ts';
// The registration's user-facing strings (spec §5, §8) and limits (spec §9), one place.

export const MOBILE_INVALID = 'Please enter your mobile number correctly!';
export const CAPTCHA_REQUIRED = 'Please enter the picture captcha correctly!';
export const SMS_CODE_REQUIRED = 'Please enter the SMS code correctly!';
export const SMS_SENT = 'Verification code has been sent, please check your phone!';
export const SMS_REPEATED = 'Do not send the verification code repeatedly!';
export const REGISTERED = 'Registration successful';
export const ALREADY_REGISTERED = 'You have registered, please download the APP and log in directly!';
/** Spec §8: what a call that got no answer (network, time-out) shows on the promotion pages. */
export const PROMOTION_NETWORK_ERROR = 'error';
export const SMS_BUTTON = 'get verification code';

export const MOBILE_MAX = 11;
export const CAPTCHA_MAX = 4;
export const SMS_CODE_MAX = 6;
export const SMS_WAIT_SECONDS = 60;

/**
 * The app the register and SMS bodies carry, and the download page names, when the landing template
 * names none (spec §9): the lender's own app, as its agreement and legal pages name it.
 */
export const DEFAULT_APP_NAME = APP_NAME;
