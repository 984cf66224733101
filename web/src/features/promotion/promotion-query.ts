import type { TrackVisitParams } from '../../../../openapi/generated/model/index.ts';
import { keptPageValues } from '../../api/session.ts';
import { type ClientType, clientTypeOf } from '../../lib/client-type.ts';
import { getCookie, setCookie } from '../../lib/cookies.ts';
import { readPageQuery } from '../../lib/page-query.ts';
import { uuid } from '../../lib/uuid.ts';

/** What an advertising link carries (spec §2): who sent the visitor and which landing page. */
export interface Attribution {
  readonly app_from: string;
  readonly user_from: string;
  readonly utm_tag: string;
  /** The landing template (`channel-template?templateId=`), sent again as register's `id`. */
  readonly id: string;
  readonly links_id: string;
  readonly down_id: string;
  readonly invite_code: string;
}

export const ATTRIBUTION_NAMES = [
  'app_from',
  'user_from',
  'utm_tag',
  'id',
  'links_id',
  'down_id',
  'invite_code',
] as const;

/**
 * The link's attribution, from the hash route's query or the page's, kept for the tab (moving
 * between `#/register` and `#/download` must not lose who sent the visitor).
 * @example readAttribution({ id: '1', utm_tag: 'payday' }).utm_tag // 'payday'
 */
export function readAttribution(query: Record<string, string> = readPageQuery()): Attribution {
  const kept = keptPageValues(ATTRIBUTION_NAMES, query);
  const value = (name: (typeof ATTRIBUTION_NAMES)[number]) => kept[name] ?? '';
  return {
    app_from: value('app_from'),
    user_from: value('user_from'),
    utm_tag: value('utm_tag'),
    id: value('id'),
    links_id: value('links_id'),
    down_id: value('down_id'),
    invite_code: value('invite_code'),
  };
}

/**
 * The query of track-visit (track-click adds the phone): the page is the promotion link
 * (`links_id`, else `down_id`), else its template; `page_type` is always 1 (spec §7).
 * @example trackParams(attribution, 'ios') // { page_id: '7', client_type: 'ios', page_type: 1, … }
 */
export function trackParams(
  attribution: Attribution,
  clientType: ClientType = clientTypeOf(),
): TrackVisitParams {
  return {
    page_id: attribution.links_id || attribution.down_id || attribution.id || 'unknown',
    client_type: clientType,
    page_type: 1,
    user_from: attribution.user_from || undefined,
    utm_tag: attribution.utm_tag || undefined,
    app_from: attribution.app_from || undefined,
  };
}

const DEVICE_COOKIE = 'deviceId';

/**
 * The visitor's device id for the SMS and register bodies: the link's `deviceId` when it has one,
 * else one made up on the first visit and kept in a cookie for good (spec §7 cookie helper), so
 * the same phone is one device across visits.
 */
export function visitorDeviceId(query: Record<string, string> = readPageQuery()): string {
  const named = query.deviceId;
  if (named) return named;
  const kept = getCookie(DEVICE_COOKIE);
  if (kept) return kept;
  const made = uuid();
  setCookie(DEVICE_COOKIE, made);
  return made;
}
