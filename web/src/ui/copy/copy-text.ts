import { showInfo, showToast } from '../toast/toast-store.ts';

/** Spec §8's message after a copy, exactly. */
export const COPY_SUCCESS = 'copy success';
/** When neither the clipboard API nor the legacy command works (an old web view, a denied permission). */
export const COPY_FAILED = 'Copy failed. Press and hold the code to copy it.';

/**
 * Puts text on the clipboard: the async Clipboard API where the page may use it, else the legacy
 * `execCommand('copy')` on a hidden field (older iOS web views). Resolves whether it worked.
 * @example if (await copyText('1234567890')) …
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable (insecure context): try the legacy way below.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  field.setSelectionRange(0, text.length);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/**
 * Copies and tells the borrower: 'copy success', or how to copy by hand.
 * @example <button onClick={() => copyWithToast(payCode)}>Copy</button>
 */
export async function copyWithToast(text: string): Promise<boolean> {
  const copied = await copyText(text);
  if (copied) showInfo(COPY_SUCCESS);
  else showToast(COPY_FAILED);
  return copied;
}
