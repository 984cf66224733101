import { useNavigate } from 'react-router-dom';
import { COMPANY } from '../../../../content/legal/company.ts';
import { href } from '../../config/paths.ts';
import { Tabs } from '../../ui/tabs/tabs.tsx';

/** The official site's tabs (spec §2 "Official page"), word for word. */
export const OFFICIAL_TABS = [
  { id: 'home', label: 'Home' },
  { id: 'privacy', label: 'Privacy Agreement' },
  { id: 'loan', label: 'Loan terms and conditions' },
] as const;

export type OfficialTabId = (typeof OFFICIAL_TABS)[number]['id'];

/** The id prefix of the site's tabs and panels (tabPanelProps). */
export const OFFICIAL_TAB_PREFIX = 'official';

/** The pages of the site's own that a tab opens from `/Policy` and `/Loan`. */
const TAB_PAGES = {
  home: href('official'),
  privacy: href('officialPolicy'),
  loan: href('officialLoan'),
} as const;

export function officialTab(id: string): OfficialTabId {
  return OFFICIAL_TABS.find((entry) => entry.id === id)?.id ?? 'home';
}

/**
 * The site's brand band and tabs, on each of its pages. On `/` a tab switches in place
 * (`onChange`); on `/Policy` and `/Loan` (no `onChange`) it opens that section's page.
 */
export function OfficialHeader({
  tab,
  onChange,
}: {
  tab: OfficialTabId;
  onChange?: (id: OfficialTabId) => void;
}) {
  const navigate = useNavigate();
  const choose = (id: string) => {
    const chosen = officialTab(id);
    if (onChange) onChange(chosen);
    else if (chosen !== tab) void navigate(TAB_PAGES[chosen]);
  };
  return (
    <header className="official__header">
      <p className="official__brand">{COMPANY.name}</p>
      <Tabs
        tabs={OFFICIAL_TABS}
        value={tab}
        onChange={choose}
        label="Site sections"
        idPrefix={OFFICIAL_TAB_PREFIX}
      />
    </header>
  );
}
