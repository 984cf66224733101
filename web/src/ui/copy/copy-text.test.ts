import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts } from '../toast/toast-store.ts';
import { COPY_FAILED, COPY_SUCCESS, copyText, copyWithToast } from './copy-text.ts';

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

function stubExecCommand(result: boolean | Error) {
  const exec = vi.fn(() => {
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(document, 'execCommand', { configurable: true, value: exec });
  return exec;
}

afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
});

describe('copyText', () => {
  it('writes through the Clipboard API when it is there', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const exec = stubExecCommand(false);
    expect(await copyText('1234567890')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('1234567890');
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to the copy command on a selected hidden field, and removes the field', async () => {
    stubClipboard(async () => {
      throw new Error('NotAllowedError');
    });
    let selected = '';
    const exec = vi.fn(() => {
      const field = document.querySelector('textarea');
      selected = field?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: exec });
    expect(await copyText('9988')).toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(selected).toBe('9988');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('answers false when nothing can copy', async () => {
    stubClipboard(undefined);
    stubExecCommand(new Error('unsupported'));
    expect(await copyText('1')).toBe(false);
  });
});

describe('copyWithToast', () => {
  it("shows 'copy success' after a copy", async () => {
    stubClipboard(async () => {});
    await copyWithToast('1234567890');
    expect(getToasts().map((toast) => toast.message)).toEqual([COPY_SUCCESS]);
    expect(COPY_SUCCESS).toBe('copy success');
  });

  it('says how to copy by hand when copying failed', async () => {
    stubClipboard(undefined);
    stubExecCommand(false);
    expect(await copyWithToast('1')).toBe(false);
    expect(getToasts().map((toast) => toast.message)).toEqual([COPY_FAILED]);
  });
});
