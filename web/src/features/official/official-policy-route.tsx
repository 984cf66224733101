import { useEffect } from 'react';
import { env } from '../../config/env.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import './official.css';

/** `/Policy`: the policy page at VITE_POLICY_URL in a full-page iframe (DESIGN §10). */
export function Component() {
  useEffect(() => setPageTitle('Privacy Policy'), []);
  return <iframe className="official-policy" src={env.VITE_POLICY_URL} title="Privacy Policy" />;
}
