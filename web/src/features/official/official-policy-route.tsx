import { useEffect } from 'react';
import { env } from '../../config/env.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { tabPanelProps } from '../../ui/tabs/tabs.tsx';
import { OfficialFooter } from './official-footer.tsx';
import { OFFICIAL_TAB_PREFIX, OfficialHeader } from './official-header.tsx';
import './official.css';

/**
 * `/Policy`: the policy page at VITE_POLICY_URL in an iframe (DESIGN §10), under the site's
 * header and tabs, filling the rest of the screen.
 */
export function Component() {
  useEffect(() => setPageTitle('Privacy Policy'), []);
  return (
    <div className="official">
      <div className="official__framed">
        <OfficialHeader tab="privacy" />
        <main className="official__frame" {...tabPanelProps(OFFICIAL_TAB_PREFIX, 'privacy')}>
          <iframe className="official-policy" src={env.VITE_POLICY_URL} title="Privacy Policy" />
        </main>
      </div>
      <OfficialFooter />
    </div>
  );
}
