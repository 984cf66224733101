import { afterEach, describe, expect, it } from 'vitest';
import { parsePageQuery } from '../../lib/page-query.ts';
import { keepValues, PREVIEW_KEY, startValues, valuesFromQuery } from './preview-values.ts';

afterEach(() => sessionStorage.clear());

const SEARCH = '?sessionId=S1&deviceId=D1&productId=P1002&orderId=ORD174R';

describe('the test page values', () => {
  it('starts from the page address, every field present', () => {
    expect(startValues(SEARCH, parsePageQuery(SEARCH))).toEqual({
      appVersion: '',
      deviceName: '',
      deviceId: 'D1',
      osVersion: '',
      sessionId: 'S1',
      advertisingId: '',
      productId: 'P1002',
      orderId: 'ORD174R',
    });
  });

  it('fills a session value the address lacks from the one this tab already carries', () => {
    valuesFromQuery({ sessionId: 'S1', appVersion: '2.3.0' });
    expect(valuesFromQuery({ deviceId: 'D9' })).toMatchObject({
      sessionId: 'S1',
      appVersion: '2.3.0',
      deviceId: 'D9',
      productId: '',
    });
  });

  it('comes back to the edits made on the same address', () => {
    const edited = { ...valuesFromQuery(parsePageQuery(SEARCH)), sessionId: 'S2', productId: 'P1003' };
    keepValues(SEARCH, edited);
    expect(startValues(SEARCH, parsePageQuery(SEARCH))).toEqual(edited);
  });

  it('lets a new address win over edits made on another', () => {
    keepValues(SEARCH, { ...valuesFromQuery(parsePageQuery(SEARCH)), sessionId: 'S2' });
    const other = '?sessionId=S7';
    expect(startValues(other, parsePageQuery(other))).toMatchObject({ sessionId: 'S7', productId: '' });
  });

  it('ignores kept edits that are broken or of another shape', () => {
    sessionStorage.setItem(PREVIEW_KEY, '{not json');
    expect(startValues(SEARCH, parsePageQuery(SEARCH)).sessionId).toBe('S1');
    sessionStorage.setItem(PREVIEW_KEY, JSON.stringify({ search: SEARCH, values: { sessionId: 'S2' } }));
    expect(startValues(SEARCH, parsePageQuery(SEARCH)).sessionId).toBe('S1');
  });
});
