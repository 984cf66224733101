/** The shape every answer shares (DESIGN §3). `success` exists on `/v3` and `/opponents` answers only. */
export interface Envelope {
  code: string;
  message: string;
  success?: boolean;
  data?: unknown;
}

/** Success codes: '00' everywhere, '0' for get-sid (spec §7). */
const SUCCESS_CODES = new Set(['00', '0']);

/**
 * Whether a parsed body is an envelope at all (images and other bodies are not).
 * @example isEnvelope({ code: '00', message: '', data: {} }) // true
 */
export function isEnvelope(body: unknown): body is Envelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'string' &&
    'message' in body
  );
}

/**
 * Whether an envelope reports success: the success flag where the group has one, else the code.
 * @example isSuccessEnvelope({ code: '00', message: '', success: false }) // false
 */
export function isSuccessEnvelope(body: Envelope): boolean {
  if (typeof body.success === 'boolean') return body.success;
  return SUCCESS_CODES.has(body.code);
}

/**
 * Narrows a generated response union to its success member.
 * @example if (isOk(answer)) show(answer.data.orderStatus);
 */
export function isOk<T extends Envelope>(body: T | undefined): body is Extract<T, { data: object }> {
  return body !== undefined && isSuccessEnvelope(body) && typeof body.data === 'object' && body.data !== null;
}

/**
 * The server message the shared client shows as a toast for this answer (spec §8): a non-success
 * envelope's, unless the call's screen shows it itself (`serverMessage: 'screen'`).
 * @example toastedMessage({ code: '99', message: 'Busy' }, 'toast') // 'Busy'
 */
export function toastedMessage(
  body: unknown,
  serverMessage: 'toast' | 'screen' = 'toast',
): string | undefined {
  if (serverMessage === 'screen' || !isEnvelope(body) || isSuccessEnvelope(body)) return undefined;
  return body.message || undefined;
}
