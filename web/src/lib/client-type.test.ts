import { describe, expect, it } from 'vitest';
import { clientTypeOf } from './client-type.ts';

describe('clientTypeOf', () => {
  it('says ios for iPhone, iPad and iPod user agents', () => {
    expect(clientTypeOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(clientTypeOf('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe('ios');
    expect(clientTypeOf('Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)')).toBe('ios');
  });

  it('says android for everything else', () => {
    expect(clientTypeOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(clientTypeOf('')).toBe('android');
  });
});
