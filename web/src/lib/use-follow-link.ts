import { useNavigate } from 'react-router-dom';
import { showToast } from '../ui/toast/toast-store.ts';
import { linkTarget } from './pay-link.ts';

/** Said when a server-sent link is neither an app path nor an http(s) page. */
export const LINK_REFUSED = 'This link cannot be opened. Please try again or choose another way.';

export interface FollowOptions {
  /** The message when the link is refused; default LINK_REFUSED. */
  readonly refused?: string;
  /** `location.state` for an app path (e.g. the order trail). */
  readonly state?: unknown;
  /** Replace this page instead of adding a history entry (a finished loan push). */
  readonly replace?: boolean;
}

/**
 * Follows a server-sent link by the pay-link rule: an app path with the router, an http(s) page
 * in this page, anything else refused with a message. Answers whether it left for the link.
 * @example const follow = useFollowLink(); if (follow(answer.data.payUrl)) return LEFT_PAGE;
 */
export function useFollowLink(): (link: string, options?: FollowOptions) => boolean {
  const navigate = useNavigate();
  return (link, { refused = LINK_REFUSED, state, replace = false } = {}) => {
    const target = linkTarget(link);
    if (target.kind === 'app') void navigate(target.path, { state, replace });
    else if (target.kind === 'web') window.location[replace ? 'replace' : 'assign'](target.url);
    else showToast(refused);
    return target.kind !== 'refused';
  };
}
