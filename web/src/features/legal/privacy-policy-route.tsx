import { PRIVACY_POLICY } from '../../../../content/legal/legal-texts.ts';
import { LegalPage } from './legal-page.tsx';

/** `/privacyPolicy`: the privacy policy (spec §2 "Privacy policy"). */
export function Component() {
  return <LegalPage document={PRIVACY_POLICY} />;
}
