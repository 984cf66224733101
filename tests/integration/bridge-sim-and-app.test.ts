// The simulator against the app's real bridge module: the two meet only here (and in the e2e),
// as neither imports the other (biome.json's noRestrictedImports).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBridgeSim } from '../../bridge-sim/src/install';
import { resetPage } from '../../bridge-sim/src/test-reset';
import { memoryStorage } from '../../bridge-sim/src/test-storage';
import { onNativeEvent } from '../../web/src/bridge/native-events';
import { hasNativeShell, sendToNative } from '../../web/src/bridge/send-to-native';

afterEach(() => {
  resetPage();
  vi.restoreAllMocks();
});

describe('the bridge simulator plays the shell for the app’s bridge', () => {
  it('emit() reaches handlers the app subscribed through web/src/bridge', () => {
    const sim = installBridgeSim(window, { storage: memoryStorage() });
    const back = vi.fn();
    const stop = onNativeEvent('back', back);

    expect(sim.emit('back')).toBe(true);
    expect(back).toHaveBeenCalledExactlyOnceWith({});
    stop();
  });

  it('lets the web bridge see a shell', () => {
    installBridgeSim(window, { storage: memoryStorage() });

    expect(hasNativeShell()).toBe(true);
    expect(sendToNative('callPhone', { phone: '0917' })).toBe(true);
    expect(window.__bridgeLog?.[0]).toMatchObject({ action: 'callPhone', payload: { phone: '0917' } });
  });
});
