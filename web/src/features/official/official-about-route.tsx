import { useEffect } from 'react';
import { setPageTitle } from '../../lib/page-title.ts';
import { COMPANY } from '../../ui/legal/company.ts';

/** `/About`: a blank page of the official site (spec §2), titled with the company's name. */
export function Component() {
  useEffect(() => setPageTitle(COMPANY.name), []);
  return <main aria-label={COMPANY.name} />;
}
