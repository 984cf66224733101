import { describe, expect, it } from 'vitest';
import { isTextField, toastShift } from './toast-placement';

const toast = { top: 12, bottom: 56 };
const visible = { top: 0, bottom: 568 };

describe('toastShift', () => {
  it('keeps the toast at the top when nothing is focused', () => {
    expect(toastShift({ toast, visible, field: null, gap: 8 })).toBe(0);
  });

  it('keeps it at the top when the focused field is below it', () => {
    expect(toastShift({ toast, visible, field: { top: 56, bottom: 100 }, gap: 8 })).toBe(0);
    expect(toastShift({ toast, visible, field: { top: 300, bottom: 344 }, gap: 8 })).toBe(0);
  });

  it('moves it just below a focused field it would cover', () => {
    const shift = toastShift({ toast, visible, field: { top: 40, bottom: 84 }, gap: 8 });
    expect(shift).toBe(80);
    expect(toast.top + shift).toBe(84 + 8);
  });

  it('moves it below a field that starts above the visible area (scrolled under the top)', () => {
    expect(toastShift({ toast, visible, field: { top: -20, bottom: 30 }, gap: 8 })).toBe(26);
  });

  it('works in the visual viewport’s coordinates when the keyboard scrolled it', () => {
    const scrolled = { top: 312, bottom: 356 };
    const shift = toastShift({
      toast: scrolled,
      visible: { top: 300, bottom: 600 },
      field: { top: 320, bottom: 420 },
      gap: 8,
    });
    expect(scrolled.top + shift).toBe(428);
  });

  it('stays at the top when below the field it would leave the visible area', () => {
    expect(
      toastShift({ toast, visible: { top: 0, bottom: 300 }, field: { top: 0, bottom: 280 }, gap: 8 }),
    ).toBe(0);
  });
});

describe('isTextField', () => {
  it('takes text inputs, textareas and editable elements', () => {
    const tel = document.createElement('input');
    tel.type = 'tel';
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    expect(isTextField(tel)).toBe(true);
    expect(isTextField(document.createElement('textarea'))).toBe(true);
    expect(isTextField(document.createElement('input'))).toBe(true);
    expect(isTextField(editable)).toBe(editable.isContentEditable);
  });

  it('refuses buttons, checkboxes and nothing', () => {
    const box = document.createElement('input');
    box.type = 'checkbox';
    expect(isTextField(box)).toBe(false);
    expect(isTextField(document.createElement('button'))).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});
