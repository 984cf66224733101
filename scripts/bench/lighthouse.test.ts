import { describe, expect, it } from 'vitest';
import { figuresOf } from './lighthouse.ts';

describe('figures of a Lighthouse report', () => {
  it('reads score, metrics, the LCP element and the requests in the order they ended', () => {
    const figures = figuresOf({
      categories: { performance: { score: 0.914 } },
      audits: {
        'largest-contentful-paint': { numericValue: 2642.1 },
        'total-blocking-time': { numericValue: 249 },
        'cumulative-layout-shift': { numericValue: 0 },
        'first-contentful-paint': { numericValue: 1693.2 },
        'lcp-breakdown-insight': {
          details: {
            items: [
              { type: 'table', items: [{ subpart: 'timeToFirstByte', duration: 16.2 }] },
              { type: 'node', selector: 'main.order > p', nodeLabel: 'Your repayment is due today.' },
            ],
          },
        },
        'network-requests': {
          details: {
            items: [
              {
                url: 'http://127.0.0.1:1/v3/loan-details/loan-details?sessionId=bench',
                statusCode: 200,
                networkRequestTime: 300.2,
                networkEndTime: 605.4,
              },
              { url: 'http://127.0.0.1:1/loanDetail?orderId=ORD174R', statusCode: 200, networkEndTime: 15 },
              { url: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E", networkEndTime: 40 },
            ],
          },
        },
      },
    });
    expect(figures).toEqual({
      score: 91,
      lcp: 2642.1,
      tbt: 249,
      cls: 0,
      fcp: 1693.2,
      lcpElement: 'main.order > p "Your repayment is due today."',
      lcpBreakdown: { timeToFirstByte: 16 },
      requests: [
        { path: '/loanDetail', status: 200, startMs: 15, endMs: 15 },
        { path: 'data:image/svg+xml', status: 0, startMs: 40, endMs: 40 },
        { path: '/v3/loan-details/loan-details', status: 200, startMs: 300, endMs: 605 },
      ],
    });
  });

  it('reports a run Lighthouse could not finish', () => {
    expect(figuresOf({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint.' } })).toEqual({
      error: 'NO_FCP: The page did not paint.',
    });
  });
});
