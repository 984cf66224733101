import { useEffect } from 'react';
import { COMPANY } from '../../../../content/legal/company.ts';
import { setPageTitle } from '../../lib/page-title.ts';

/** `/About`: a blank page of the official site (spec §2), titled with the company's name. */
export function Component() {
  useEffect(() => setPageTitle(COMPANY.name), []);
  return <main aria-label={COMPANY.name} />;
}
