import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComplaintDetail, ComplaintTab } from '../../openapi/generated/model/index.ts';
import { apiData, callsOf } from './support/fake-reads.ts';
import { type RenderedRoute, renderRoute } from './support/render-route.tsx';
import { screenWorld } from './support/screen-world.ts';

// My complaints (/complaintList) and a complaint's details (/complainDetails) in-process:
// loading, the tabs and rows problem-list gives, the details with or without 'Process Result',
// the server's messages, and the rating modal on a clock the test moves (3 s after the details,
// Send and Cancel, 'Silakan pilih'). tests/e2e/complaint-list.spec.ts keeps the browser's own
// back button and the enlarged image actually loading.

const BUSY = { code: '500', message: 'The complaint service is busy, please try again later.' };

const panel = () => screen.getByRole('tabpanel');
const description = () => screen.findByRole('region', { name: 'Description' });
const rating = () => screen.queryByRole('dialog', { name: 'Please rate this service' });
const toasts = () => screen.getByRole('status', { name: 'Notifications' });
const button = (name: string) => screen.getByRole('button', { name });

/** One item as the list shows it: type, time, content. */
const itemText = (item: ComplaintTab['list'][number]) => `${item.type}${item.time}${item.content}`;
const shownItems = () =>
  within(panel())
    .queryAllByRole('link')
    .map((link) => link.textContent);

async function problemList(rendered: RenderedRoute): Promise<ComplaintTab[]> {
  return (await apiData<{ tabs: ComplaintTab[] }>(rendered, '/spoken/user-problem/problem-list')).tabs;
}

function problemDetail(rendered: RenderedRoute, problemId: string): Promise<ComplaintDetail> {
  return apiData<ComplaintDetail>(rendered, '/spoken/user-problem/problem-detail', { problemId });
}

/**
 * Opens a complaint's details on a clock this test moves (the rating timer starts with them);
 * time still flows for the calls.
 */
async function openDetailsOnClock(problemId: string, sandbox?: string): Promise<RenderedRoute> {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  const rendered = renderRoute(`/complainDetails?problemId=${problemId}`, { sandbox });
  await description();
  return rendered;
}

/** Moves the test's clock on by `ms`, letting React render what the timers did. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('complaint list: loading, answer, server message', () => {
  it('a slow answer shows the loading state, then a tab per answer tab with its rows', async () => {
    const rendered = renderRoute('/complaintList');
    rendered.world.addFault({ operationId: 'problemList', delayMs: 600, times: 1 }, rendered.sandboxId);
    expect(await screen.findByText('Loading complaints')).toBeTruthy();
    const tabs = await problemList(rendered);
    expect(tabs.map((tab) => tab.title)).toEqual(['Processing', 'Processed']);
    const tablist = await screen.findByRole('tablist', { name: 'Complaints' });
    expect(document.title).toBe('My complaints');
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Processing', 'Processed']);
    const [processing, processed] = tabs;
    expect(screen.getByRole('tab', { name: 'Processing' }).getAttribute('aria-selected')).toBe('true');
    expect(shownItems()).toEqual((processing?.list ?? []).map(itemText));
    fireEvent.click(screen.getByRole('tab', { name: 'Processed' }));
    expect(shownItems()).toEqual((processed?.list ?? []).map(itemText));
  });

  it('a server error shows its message; Retry loads the list', async () => {
    const rendered = renderRoute('/complaintList', { sandbox: 'list-busy' });
    rendered.world.addFault({ operationId: 'problemList', ...BUSY, times: 1 }, 'list-busy');
    expect((await screen.findByRole('alert')).textContent).toContain(BUSY.message);
    fireEvent.click(button('Retry'));
    expect(await screen.findByRole('tab', { name: 'Processing' })).toBeTruthy();
    expect(callsOf(rendered, 'problemList').map((call) => call.code)).toEqual([BUSY.code, '00']);
  });

  it('a dropped connection says network error; Retry loads the list', async () => {
    const rendered = renderRoute('/complaintList', { sandbox: 'list-dropped' });
    // The query retries once by itself: drop both tries.
    rendered.world.addFault({ operationId: 'problemList', drop: true, times: 2 }, 'list-dropped');
    expect((await screen.findByRole('alert')).textContent).toContain('Network error');
    fireEvent.click(button('Retry'));
    expect(await screen.findByRole('tab', { name: 'Processing' })).toBeTruthy();
  });

  it('an empty tab says there is nothing in it', async () => {
    // Nothing in processing in this sandbox: every complaint has been answered.
    const { complaints } = screenWorld().sandbox('list-empty-tab').state.complaint;
    const answered = complaints.filter((complaint) => complaint.status !== 'processing');
    complaints.splice(0, complaints.length, ...answered);
    renderRoute('/complaintList', { sandbox: 'list-empty-tab' });
    await screen.findByRole('tab', { name: 'Processing' });
    expect(panel().textContent).toBe('No complaints here yet.File a complaint');
    fireEvent.click(screen.getByRole('tab', { name: 'Processed' }));
    expect(shownItems()).toHaveLength(answered.length);
  });

  it('an empty list has a way to file a complaint, which opens the complaint form', async () => {
    screenWorld().sandbox('list-empty').state.complaint.complaints.splice(0);
    const rendered = renderRoute('/complaintList', { sandbox: 'list-empty' });
    expect(await screen.findByText('No complaints here yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'File a complaint' }));
    expect(await screen.findByRole('region', { name: 'Question type' })).toBeTruthy();
    expect(window.location.pathname).toBe('/complaint');
    expect(callsOf(rendered, 'problemInit')).toHaveLength(1);
  });

  it('a tap opens the details; back, the list shows the tab the borrower was on', async () => {
    const rendered = renderRoute('/complaintList');
    const [, processed] = await problemList(rendered);
    fireEvent.click(await screen.findByRole('tab', { name: 'Processed' }));
    fireEvent.click(within(panel()).getAllByRole('link')[0] as HTMLElement);
    const opened = processed?.list[0]?.id ?? 'a complaint';
    const detail = await problemDetail(rendered, opened);
    expect((await description()).textContent).toContain(detail.content);
    expect(window.location.search).toContain(`problemId=${opened}`);
    expect(document.title).toBe('Complaint details');
    act(() => window.history.back());
    expect(await screen.findByRole('tab', { name: 'Processed', selected: true })).toBeTruthy();
    expect(shownItems()).toEqual((processed?.list ?? []).map(itemText));
  });
});

describe('complaint details: what they show', () => {
  it("CP1001, replied: type, sub-type, content, images and 'Process Result' with the reply", async () => {
    const rendered = renderRoute('/complainDetails?problemId=CP1001');
    const detail = await problemDetail(rendered, 'CP1001');
    expect(detail.sonType).not.toBe('');
    expect(detail.disposeImages.length).toBeGreaterThan(0);
    const content = await description();
    const kind = screen.getByRole('region', { name: 'Complaint type' });
    expect(
      within(kind)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Type', 'Sub-type']);
    expect(
      within(kind)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([detail.type, detail.sonType]);
    expect(content.textContent).toContain(detail.content);
    expect(
      within(content)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(detail.images);
    const result = screen.getByRole('region', { name: 'Process Result' });
    expect(result.textContent).toContain(detail.disposeDetail);
    expect(
      within(result)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(detail.disposeImages);
  });

  it("CP1003, processing: no sub-type row and no 'Process Result'; an image enlarges and closes", async () => {
    const rendered = renderRoute('/complainDetails?problemId=CP1003');
    const detail = await problemDetail(rendered, 'CP1003');
    expect(detail.disposeDetail).toBe('');
    expect((await description()).textContent).toContain(detail.content);
    const kind = screen.getByRole('region', { name: 'Complaint type' });
    expect(
      within(kind)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Type']);
    expect(screen.queryByText('Process Result')).toBeNull();
    fireEvent.click(button('Enlarge evidence image 1 of 1'));
    const viewer = screen.getByRole('dialog', { name: 'Evidence image 1 of 1' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe(detail.images[0]);
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Evidence image 1 of 1' })).toBeNull();
  });

  it('a server error shows its message; Retry loads the details', async () => {
    const rendered = renderRoute('/complainDetails?problemId=CP1002', { sandbox: 'details-busy' });
    rendered.world.addFault({ operationId: 'problemDetail', ...BUSY, times: 1 }, 'details-busy');
    expect((await screen.findByRole('alert')).textContent).toContain(BUSY.message);
    fireEvent.click(button('Retry'));
    expect(await description()).toBeTruthy();
    expect(callsOf(rendered, 'problemDetail').map((call) => [call.body, call.code])).toEqual([
      [{ problemId: 'CP1002' }, BUSY.code],
      [{ problemId: 'CP1002' }, '00'],
    ]);
  });

  it("an unknown complaint shows the server's message", async () => {
    renderRoute('/complainDetails?problemId=CP9999');
    expect((await screen.findByRole('alert')).textContent).toContain('No complaint CP9999 in this sandbox.');
  });

  it('without a problemId it says what the link lacks and asks nothing', async () => {
    const rendered = renderRoute('/complainDetails');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is incompleteThis complaint link is missing some details (a problemId). Please open it again from the app.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(callsOf(rendered, 'problemDetail')).toEqual([]);
  });
});

describe('complaint details: the rating', () => {
  it.each(['CP1001', 'CP1004'])(
    '%s waits for a rating: the modal opens 3 s after the details, with 5 stars',
    async (problemId) => {
      await openDetailsOnClock(problemId);
      advance(2000);
      expect(rating()).toBeNull();
      advance(1000);
      const modal = rating();
      expect(modal).not.toBeNull();
      const stars = within(modal as HTMLElement).getAllByRole('button', { name: /^\d stars?$/ });
      expect(stars).toHaveLength(5);
      expect(stars.filter((star) => star.getAttribute('aria-pressed') === 'true')).toEqual([]);
      expect(within(modal as HTMLElement).getByRole('button', { name: 'Cancel' })).toBeTruthy();
      expect(within(modal as HTMLElement).getByRole('button', { name: 'Send' })).toBeTruthy();
    },
  );

  it.each(['CP1002', 'CP1003'])(
    '%s does not wait for a rating: no modal, even long after',
    async (problemId) => {
      await openDetailsOnClock(problemId);
      advance(13_000);
      expect(rating()).toBeNull();
    },
  );

  it("Send without a star says 'Silakan pilih' and calls nothing; 4 stars → Send rates it, closes and says so", async () => {
    const rendered = await openDetailsOnClock('CP1001');
    advance(3000);
    fireEvent.click(button('Send'));
    expect(await within(toasts()).findByText('Silakan pilih')).toBeTruthy();
    expect(rating()).not.toBeNull();
    expect(callsOf(rendered, 'saveScore')).toEqual([]);

    fireEvent.click(button('4 stars'));
    fireEvent.click(button('Send'));
    expect(await within(toasts()).findByText('Successful demonstration！')).toBeTruthy();
    expect(rating()).toBeNull();
    expect(callsOf(rendered, 'saveScore').map((call) => [call.body, call.code])).toEqual([
      [{ score: '4', problemId: 'CP1001' }, '00'],
    ]);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(screen.getByText('Thank you for rating this service.')).toBeTruthy();
  });

  it('a refused rating keeps the modal and the stars; Send again rates it', async () => {
    const rendered = await openDetailsOnClock('CP1004', 'rating-refused');
    advance(3000);
    rendered.world.addFault({ operationId: 'saveScore', ...BUSY, times: 1 }, 'rating-refused');
    fireEvent.click(button('2 stars'));
    fireEvent.click(button('Send'));
    expect(await within(toasts()).findByText(BUSY.message)).toBeTruthy();
    const modal = rating() as HTMLElement;
    expect(
      within(modal)
        .getAllByRole('button', { pressed: true })
        .map((star) => star.getAttribute('aria-label')),
    ).toEqual(['1 star', '2 stars']);
    fireEvent.click(button('Send'));
    await vi.waitFor(() => expect(rating()).toBeNull());
    expect(callsOf(rendered, 'saveScore').map((call) => [call.body, call.code])).toEqual([
      [{ score: '2', problemId: 'CP1004' }, BUSY.code],
      [{ score: '2', problemId: 'CP1004' }, '00'],
    ]);
  });

  it('a rating that gets no answer says network error and keeps the stars; Send again rates it', async () => {
    const rendered = await openDetailsOnClock('CP1004', 'rating-dropped');
    advance(3000);
    rendered.world.addFault({ operationId: 'saveScore', drop: true, times: 1 }, 'rating-dropped');
    fireEvent.click(button('3 stars'));
    fireEvent.click(button('Send'));
    expect(
      await within(toasts()).findByText('Network error. Please check your connection and try again.'),
    ).toBeTruthy();
    expect(rating()).not.toBeNull();
    fireEvent.click(button('Send'));
    await vi.waitFor(() => expect(rating()).toBeNull());
    expect(callsOf(rendered, 'saveScore').map((call) => call.code)).toEqual([null, '00']);
  });

  it('Cancel closes the modal without a call, and it does not come back', async () => {
    const rendered = await openDetailsOnClock('CP1004');
    advance(3000);
    fireEvent.click(button('5 stars'));
    fireEvent.click(button('Cancel'));
    expect(rating()).toBeNull();
    advance(6000);
    expect(rating()).toBeNull();
    expect(callsOf(rendered, 'saveScore')).toEqual([]);
  });
});
