import { describe, expect, it } from 'vitest';
import { BRIDGE_ACTIONS, isBridgeAction, isNativeEventName, NATIVE_EVENTS } from './protocol';

describe('protocol', () => {
  it('names the 11 actions of the spec once each', () => {
    expect(BRIDGE_ACTIONS).toHaveLength(11);
    expect(new Set(BRIDGE_ACTIONS).size).toBe(11);
  });

  it('recognises action and event names', () => {
    expect(BRIDGE_ACTIONS.every(isBridgeAction)).toBe(true);
    expect(isBridgeAction('postMessage')).toBe(false);
    expect(NATIVE_EVENTS.every(isNativeEventName)).toBe(true);
    expect(isNativeEventName('openPage')).toBe(false);
  });
});
