import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasNativeShell, sendToNative } from './send-to-native';

afterEach(() => {
  delete window.webkit;
  vi.restoreAllMocks();
});

describe('sendToNative', () => {
  it('posts through window.webkit.messageHandlers[action] and reports delivery', () => {
    const postMessage = vi.fn();
    window.webkit = { messageHandlers: { callPhone: { postMessage } } };

    expect(sendToNative('callPhone', { phone: '0917' })).toBe(true);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ phone: '0917' });
  });

  it('sends {} when an action without required fields gets no payload', () => {
    const postMessage = vi.fn();
    window.webkit = { messageHandlers: { goHome: { postMessage } } };

    sendToNative('goHome');
    expect(postMessage).toHaveBeenCalledWith({});
  });

  it('is a no-op that logs once per call when the handler is absent', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    window.webkit = { messageHandlers: { goHome: { postMessage: vi.fn() } } };

    expect(sendToNative('goMine')).toBe(false);
    expect(sendToNative('callPhone', { phone: '1' })).toBe(false);
    expect(debug.mock.calls).toEqual([
      ['[bridge] no native shell: goMine', {}],
      ['[bridge] no native shell: callPhone', { phone: '1' }],
    ]);
  });

  it('does not throw when the shell rejects a message, and says what to do', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const postMessage = vi.fn(() => {
      throw new Error('DataCloneError');
    });
    window.webkit = { messageHandlers: { goHome: { postMessage } } };

    expect(sendToNative('goHome')).toBe(false);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/Failed to post 'goHome'.*DataCloneError.*plain JSON/),
    );
  });

  it('rejects a payload of the wrong shape at compile time', () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    // @ts-expect-error callPhone needs { phone }
    expect(sendToNative('callPhone', { url: 'x' })).toBe(false);
    // @ts-expect-error openPage needs a payload
    expect(() => sendToNative('openPage')).not.toThrow();
    // @ts-expect-error goHome carries no data
    sendToNative('goHome', { url: 'x' });
  });
});

describe('hasNativeShell', () => {
  it('is false in a plain browser', () => {
    expect(hasNativeShell()).toBe(false);
    window.webkit = {};
    expect(hasNativeShell()).toBe(false);
  });

  it('is true when the shell registered a handler for a bridge action', () => {
    window.webkit = { messageHandlers: { closeWebView: { postMessage: vi.fn() } } };
    expect(hasNativeShell()).toBe(true);
  });

  it('ignores handlers that are not bridge actions', () => {
    window.webkit = { messageHandlers: { somethingElse: { postMessage: vi.fn() } } };
    expect(hasNativeShell()).toBe(false);
  });
});
