import type { ReactNode } from 'react';
import '../theme.css';
import './notice-banner.css';

/**
 * A highlighted line of instructions on a screen (spec: the instalment page's banner when the
 * server asks for it). Static text read in page order: not a live region, but a note, so a screen
 * reader tells it apart from the screen's own text as sighted users see the highlighted box.
 *
 * @example {info.isShowReyTop === 1 && info.noticeMsg && <NoticeBanner>{info.noticeMsg}</NoticeBanner>}
 */
export function NoticeBanner({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={className ? `ui-notice ${className}` : 'ui-notice'} role="note">
      <svg className="ui-notice__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M12 7v6M12 16.5v.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <p className="ui-notice__text">{children}</p>
    </div>
  );
}
