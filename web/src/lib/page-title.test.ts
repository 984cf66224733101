import { afterEach, describe, expect, it } from 'vitest';
import { setPageTitle } from './page-title';

afterEach(() => {
  document.title = '';
});

describe('setPageTitle', () => {
  it('sets document.title', () => {
    setPageTitle('Payment account information');
    expect(document.title).toBe('Payment account information');
  });

  it('replaces a previous title, including with an empty one', () => {
    setPageTitle('Order Details');
    setPageTitle('');
    expect(document.title).toBe('');
  });
});
