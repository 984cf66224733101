import type { ClientTypeParameter } from '../../../openapi/generated/model/index.ts';
import { clientTypeOf } from '../lib/client-type.ts';
import { keptPageValues } from './session.ts';

/** The extra session query params of the variant-2 calls (DESIGN §3), beyond the common ones. */
export interface VariantTwoParams {
  appName?: string;
  clientType: ClientTypeParameter;
}

/**
 * `appName` and `clientType` from the page address (kept for the tab like the session params);
 * without a valid `clientType` the device says it: `ios` on iPhone and iPad, else `android`.
 * @example variantTwoParams({ appName: 'PesoGo', clientType: 'ios' }) // { appName: 'PesoGo', clientType: 'ios' }
 */
export function variantTwoParams(
  page: Record<string, string> = keptPageValues(['appName', 'clientType']),
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): VariantTwoParams {
  const named = page.clientType;
  const clientType: ClientTypeParameter =
    named === 'ios' || named === 'android' ? named : clientTypeOf(userAgent);
  return page.appName ? { appName: page.appName, clientType } : { clientType };
}
