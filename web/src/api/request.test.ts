import { describe, expect, it } from 'vitest';
import { clientKindFor } from './request.ts';

describe('clientKindFor', () => {
  it.each([
    ['/v3/loan-details/loan-details', 'json'],
    ['/opponents/pettypy', 'json'],
    ['/service/event/save', 'json'],
    ['/gopia/goya/satire', 'json'],
    ['/spoken/card-init', 'form'],
    ['/api/v2/youmi/promotion/get-sid', 'form'],
  ])('%s uses the %s client', (url, kind) => {
    expect(clientKindFor(url)).toBe(kind);
  });
});
