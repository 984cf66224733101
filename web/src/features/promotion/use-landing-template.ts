import { SCREEN_ANSWER } from '../../api/first-call.ts';
import { useChannelTemplate } from '../../api/generated/hooks/promotion/promotion.ts';
import type { Attribution } from './promotion-query.ts';

/** Asked once per visit: a landing page's configuration and its visit count do not change. */
export const ONCE = {
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
  retry: false,
} as const;

/**
 * The landing template the link's `id` names (`channel-template`), shared by the registration and
 * download pages (one request per visit); a link without an `id` asks nothing.
 */
export function useLandingTemplate(attribution: Attribution) {
  return useChannelTemplate(
    { templateId: attribution.id },
    { query: { ...ONCE, enabled: attribution.id !== '' }, request: SCREEN_ANSWER },
  );
}
