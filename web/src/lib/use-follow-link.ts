import { useNavigate } from 'react-router-dom';
import { showToast } from '../ui/toast/toast-store.ts';
import { linkTarget } from './pay-link.ts';

/** Said when a server-sent link is neither an app path nor an http(s) page. */
export const LINK_REFUSED = 'This link cannot be opened. Please try again or choose another way.';

/**
 * Follows a server-sent link by the pay-link rule: an app path with the router, an http(s) page
 * in this page, anything else refused with a message (or `refusedMessage`). Answers whether it went.
 * @example const follow = useFollowLink(); follow(answer.data.payUrl, 'This payment channel cannot be opened. Please choose another one.');
 */
export function useFollowLink(): (link: string, refusedMessage?: string) => boolean {
  const navigate = useNavigate();
  return (link, refusedMessage = LINK_REFUSED) => {
    const target = linkTarget(link);
    if (target.kind === 'app') void navigate(target.path);
    else if (target.kind === 'web') window.location.assign(target.url);
    else showToast(refusedMessage);
    return target.kind !== 'refused';
  };
}
