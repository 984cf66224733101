import { useState } from 'react';
import { useLocation } from 'react-router-dom';

const DRAFT_PREFIX = 'complaintDraft:';

function readDraft(key: string): string {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(key: string, text: string): void {
  try {
    if (text === '') globalThis.sessionStorage?.removeItem(key);
    else globalThis.sessionStorage?.setItem(key, text);
  } catch {
    // Storage refused (private mode, full): the text stays on the page, only not across a reload.
  }
}

/**
 * The next step's description, kept for this history entry in sessionStorage (under the entry's
 * router key), so back to the complaint page and forward again, or a reload, brings the text back.
 * Not in history.state: Safari refuses more than 100 replaceState calls in 30 s, one per keystroke.
 * `forget` drops the kept text once the complaint is filed (the text stays on screen).
 * @example const description = useDescriptionDraft(); <CountedTextarea value={description.text} onChange={description.change} … />
 */
export function useDescriptionDraft() {
  const location = useLocation();
  const storageKey = `${DRAFT_PREFIX}${location.key}:${location.search}`;
  const [text, setText] = useState(() => readDraft(storageKey));
  const change = (next: string) => {
    setText(next);
    writeDraft(storageKey, next);
  };
  const forget = () => writeDraft(storageKey, '');
  return { text, change, forget };
}
