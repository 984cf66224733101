import { describe, expect, it } from 'vitest';
import { variantTwoParams } from './variant-two-params.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36';

describe('variant-2 session params', () => {
  it('copies appName and clientType from the page address', () => {
    expect(variantTwoParams({ appName: 'PesoGo', clientType: 'android' }, IPHONE)).toEqual({
      appName: 'PesoGo',
      clientType: 'android',
    });
  });

  it('names the client by the device when the address does not say it rightly', () => {
    expect(variantTwoParams({}, IPHONE)).toEqual({ clientType: 'ios' });
    expect(variantTwoParams({ clientType: 'windows' }, ANDROID)).toEqual({ clientType: 'android' });
  });
});
