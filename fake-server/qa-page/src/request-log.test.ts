import { beforeEach, describe, expect, it } from 'vitest';
import { el } from './dom.ts';
import { logEntry } from './log-test-entry.ts';
import { addLogLine, LOG_ROWS, logLoadStarted, showLog } from './request-log.ts';

const lines = () =>
  [...document.querySelectorAll<HTMLElement>('#log .log-line')].map((line) => line.textContent);
const choose = (label: string, value: string) => {
  const box = document.querySelector<HTMLSelectElement>(`[aria-label="${label}"]`);
  if (box === null) throw new Error(`no ${label}`);
  box.value = value;
  box.dispatchEvent(new Event('change'));
};

const refused = logEntry({
  id: 2,
  code: '400',
  message: 'orderId: is required',
  nearMiss: {
    kind: 'refused',
    closest: { operationId: 'loanDetails', method: 'POST', path: '/v3/loan-details/loan-details' },
    reason: 'orderId: is required',
  },
});

beforeEach(() => {
  logLoadStarted();
  document.body.replaceChildren(el('section', {}, el('ul', { id: 'log' })), el('div', { id: 'toast' }));
});

describe('the request log pane', () => {
  it('lists calls newest first with their outcome, and marks a near-miss with its operation and reason', () => {
    showLog([logEntry(), refused]);
    expect(lines()).toEqual([
      expect.stringMatching(/POST.*loanDetails.*200.*400.*Near-miss/),
      expect.stringMatching(/POST.*loanDetails.*200.*00.*Success/),
    ]);
    expect(document.querySelector('#log div.log-near-miss')?.textContent).toBe(
      'Near-miss · Refused by: POST /v3/loan-details/loan-details (loanDetails)orderId: is required',
    );
  });

  it('opens a line on a tap: request and response with headers and the body pretty-printed', () => {
    showLog([logEntry()]);
    document.querySelector<HTMLElement>('#log .log-line')?.click();
    const parts = [...document.querySelectorAll('#log .log-part')].map((part) => part.textContent);
    expect(parts[0]).toContain('POST /v3/loan-details/loan-details?sessionId=qa');
    expect(parts[0]).toContain('content-typeapplication/x-www-form-urlencoded');
    expect(parts[1]).toContain('HTTP 200 · code 00 · 4 ms');
    expect(parts[1]).toContain('"orderStatus": 21');
    expect(document.querySelector('#log .log-copy')?.textContent).toBe('Copy as curl');
  });

  it('filters by outcome, keeps the filter for calls that arrive live, and says how many show', () => {
    showLog([logEntry()]);
    choose('Filter by outcome', 'near-miss');
    expect(document.querySelector('#log')?.textContent).toBe('No calls match these filters.');
    addLogLine(refused);
    expect(lines()).toHaveLength(1);
    expect(document.querySelector('.log-count')?.textContent).toBe('1 of 2 calls');
    choose('Filter by status', 'code:00');
    expect(lines()).toEqual([]);
    document.querySelector<HTMLButtonElement>('.log-clear')?.click();
    expect(lines()).toHaveLength(2);
  });

  it('searches as the user types, and offers the operations present', () => {
    showLog([
      logEntry(),
      logEntry({ id: 3, operationId: 'getCaptcha', path: '/api/v2/youmi/promotion/get-captcha' }),
    ]);
    const operations = [...document.querySelectorAll('[aria-label="Filter by operation"] option')].map(
      (option) => option.textContent,
    );
    expect(operations).toEqual(['All operations', 'getCaptcha', 'loanDetails']);
    const search = document.querySelector<HTMLInputElement>('[aria-label="Search the log"]');
    if (search === null) throw new Error('no search box');
    search.value = 'captcha';
    search.dispatchEvent(new Event('input'));
    expect(lines()).toEqual([expect.stringContaining('getCaptcha')]);
  });

  it('keeps a call that arrived live while the whole log loaded, when the answer was read before it', () => {
    showLog([logEntry()]);
    document.querySelector<HTMLButtonElement>('.log-clear')?.click(); // the filters outlive a reload of the lines
    logLoadStarted(); // the page asks for the whole log again (a reconnect, a reset)…
    addLogLine(refused); // …a call arrives by the event stream meanwhile…
    showLog([logEntry()]); // …and the answer, read on the server before that call, comes after it
    expect(lines()).toEqual([expect.stringContaining('Near-miss'), expect.stringContaining('Success')]);
    logLoadStarted();
    addLogLine(refused);
    showLog([logEntry(), refused]); // read after the call: the line shows once
    expect(lines()).toHaveLength(2);
  });

  it('keeps at most LOG_ROWS lines', () => {
    showLog([]);
    document.querySelector<HTMLButtonElement>('.log-clear')?.click(); // the filters outlive a reload of the lines
    for (let id = 1; id <= LOG_ROWS + 5; id += 1) addLogLine(logEntry({ id }));
    expect(lines()).toHaveLength(LOG_ROWS);
  });
});
