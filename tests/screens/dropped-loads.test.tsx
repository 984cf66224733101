import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsOf } from './support/fake-reads.ts';
import { renderRoute } from './support/render-route.tsx';

/**
 * A screen whose first read gets no answer (the connection dropped, twice: the query retries once
 * by itself) says network error, and Retry loads it. One row per read no other screen test drops:
 * each is an operation × "no answer" row of the coverage gate.
 */
const LOADS: { operationId: string; path: string; loaded: () => Promise<unknown> }[] = [
  {
    operationId: 'cardInit',
    path: '/bindBank?product_id=P1001',
    loaded: () => screen.findByRole('button', { name: 'Next' }),
  },
  {
    operationId: 'problemInit',
    path: '/complaint',
    loaded: () => screen.findByRole('region', { name: 'Question type' }),
  },
  {
    operationId: 'problemDetail',
    path: '/complainDetails?problemId=CP1001',
    loaded: () => screen.findByRole('region', { name: 'Complaint type' }),
  },
];

describe('a first read that gets no answer', () => {
  it.each(LOADS)(
    '$operationId: network error, then Retry loads the screen',
    async ({ operationId, path, loaded }) => {
      const sandbox = `dropped-${operationId}`;
      const rendered = renderRoute(path, { sandbox });
      rendered.world.addFault({ operationId, drop: true, times: 2 }, sandbox);
      expect((await screen.findByRole('alert')).textContent).toContain('Network error');
      expect(callsOf(rendered, operationId).map((call) => call.httpStatus)).toEqual([0, 0]);
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await loaded();
      expect(
        callsOf(rendered, operationId)
          .map((call) => call.code)
          .at(-1),
      ).toBe('00');
    },
  );
});
