import { describe, expect, it } from 'vitest';
import { FROM_ORDER, oneStepFurther } from './order-trail.ts';

describe('order trail', () => {
  it('counts one step more for each page further from the order page', () => {
    expect(oneStepFurther(FROM_ORDER)).toEqual({ ordersBack: 2 });
    expect(oneStepFurther(oneStepFurther(FROM_ORDER))).toEqual({ ordersBack: 3 });
  });

  it('carries nothing from a page not reached from the order page', () => {
    for (const state of [
      undefined,
      null,
      'x',
      {},
      { ordersBack: 0 },
      { ordersBack: 'two' },
      { ordersBack: 1.5 },
    ])
      expect(oneStepFurther(state)).toBeUndefined();
  });
});
