import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ComplaintTab } from '../../../../openapi/generated/model/index.ts';
import { href } from '../../config/paths.ts';
import { Tabs, tabPanelProps } from '../../ui/tabs/tabs.tsx';
import { listTabs, rememberedTab, rememberTab, shownTab } from './complaint-tabs.ts';

/** What an empty tab says. */
export const NO_COMPLAINTS = 'No complaints here yet.';

/** The way on from an empty list: the complaint form. */
export const FILE_A_COMPLAINT = 'File a complaint';

/** An empty list or tab: what it means, and the form to file one. */
function NoComplaints() {
  return (
    <div className="ui-card complaints__empty">
      <p className="complaints__empty-text">{NO_COMPLAINTS}</p>
      <Link className="btn btn--primary complaints__file" to={href('complaint')}>
        {FILE_A_COMPLAINT}
      </Link>
    </div>
  );
}

const ID_PREFIX = 'complaints';

export function ComplaintListView({ tabs }: { tabs: readonly ComplaintTab[] }) {
  const shown = useMemo(() => listTabs(tabs), [tabs]);
  const [chosen, setChosen] = useState(rememberedTab);
  const tab = shownTab(shown, chosen);
  const choose = (id: string) => {
    setChosen(id);
    rememberTab(id);
  };

  return (
    <main className="ui-page complaints">
      <section className="ui-card ui-card--raised">
        <h1 className="ui-title">My complaints</h1>
        <p className="complaints__lead">Tap a complaint to see its details and our reply.</p>
      </section>
      {tab === undefined ? (
        <NoComplaints />
      ) : (
        <>
          <Tabs tabs={shown} value={tab.id} onChange={choose} label="Complaints" idPrefix={ID_PREFIX} />
          <section className="complaints__panel" {...tabPanelProps(ID_PREFIX, tab.id)}>
            {tab.items.length === 0 ? (
              <NoComplaints />
            ) : (
              <ul className="complaints__list">
                {tab.items.map((item) => (
                  <li key={item.id}>
                    <Link
                      className="ui-card complaints__item"
                      to={href('complainDetails', { problemId: item.id })}
                    >
                      <span className="complaints__head">
                        <span className="complaints__type">{item.type}</span>
                        <time className="complaints__time">{item.time}</time>
                      </span>
                      <span className="complaints__content">{item.content}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </main>
  );
}
