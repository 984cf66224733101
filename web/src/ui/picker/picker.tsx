import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { BottomSheet } from '../bottom-sheet/bottom-sheet.tsx';
import '../theme.css';
import './picker.css';

export interface PickerOption {
  readonly value: string;
  readonly label: string;
}

export interface PickerProps {
  readonly open: boolean;
  readonly title: string;
  readonly options: readonly PickerOption[];
  /** The value chosen so far ('' for none): the wheel opens on it, else on the first option. */
  readonly value: string;
  readonly onConfirm: (value: string) => void;
  /** Cancel, the close button, a tap outside and the back gesture: nothing changes. */
  readonly onCancel: () => void;
}

/** Height of one row of the wheel, in px; the CSS uses the same. */
const ROW = 44;

/**
 * A single-column picker (DESIGN §10): a wheel on CSS scroll-snap in a bottom sheet, with Cancel
 * and Confirm. The row in the middle band is the pending choice: scrolling, a tap on a row or the
 * arrow keys move it; only Confirm hands it to the owner.
 *
 * @example
 * <Picker open={open} title="Bank" options={[{ value: '20001', label: 'BDO' }]} value={bank}
 *   onConfirm={(value) => { setBank(value); setOpen(false); }} onCancel={() => setOpen(false)} />
 */
export function Picker({ open, title, options, value, onConfirm, onCancel }: PickerProps) {
  return (
    <BottomSheet open={open} title={title} onClose={onCancel}>
      {open && (
        <Wheel title={title} options={options} value={value} onConfirm={onConfirm} onCancel={onCancel} />
      )}
    </BottomSheet>
  );
}

function Wheel({ title, options, value, onConfirm, onCancel }: Omit<PickerProps, 'open'>) {
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const start = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const [index, setIndex] = useState(start);

  // Open on the current choice, without an animation.
  useEffect(() => {
    listRef.current?.scrollTo({ top: start * ROW });
  }, [start]);

  // While the wheel glides to a tapped row, the rows it passes are not choices: the tapped one is.
  const target = useRef<number | null>(null);

  const moveTo = (next: number) => {
    const clamped = Math.min(Math.max(next, 0), options.length - 1);
    target.current = clamped;
    setIndex(clamped);
    listRef.current?.scrollTo({ top: clamped * ROW, behavior: 'smooth' });
  };

  // The row under the middle band follows the borrower's scroll (a flick settles on a row by
  // scroll-snap).
  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    const centred = Math.min(Math.max(Math.round(list.scrollTop / ROW), 0), options.length - 1);
    if (target.current !== null) {
      if (centred === target.current) target.current = null;
      return;
    }
    if (centred !== index) setIndex(centred);
  };
  // A finger or a wheel on the list takes over from a glide that has not arrived.
  const takeOver = () => {
    target.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    moveTo(index + step);
  };

  const pending = options[index];
  return (
    <>
      <div className="ui-picker">
        <div
          ref={listRef}
          id={listId}
          className="ui-picker__wheel"
          role="listbox"
          aria-label={title}
          aria-activedescendant={pending ? `${listId}-${index}` : undefined}
          tabIndex={0}
          onScroll={onScroll}
          onKeyDown={onKeyDown}
          onPointerDown={takeOver}
          onTouchStart={takeOver}
          onWheel={takeOver}
        >
          {options.map((option, at) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox takes the arrow keys for its options.
            <div
              key={option.value}
              id={`${listId}-${at}`}
              role="option"
              tabIndex={-1}
              aria-selected={at === index}
              className="ui-picker__option"
              onClick={() => moveTo(at)}
            >
              {option.label}
            </div>
          ))}
        </div>
        <div className="ui-picker__band" aria-hidden="true" />
      </div>
      <div className="ui-picker__actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={!pending}
          onClick={() => pending && onConfirm(pending.value)}
        >
          Confirm
        </button>
      </div>
    </>
  );
}
