import { ABOUT_US } from '../../../../content/legal/legal-texts.ts';
import { LegalPage } from './legal-page.tsx';

/** `/aboutUs`: mission, advantages, team and contact (spec §2 "About us"). */
export function Component() {
  return <LegalPage document={ABOUT_US} />;
}
