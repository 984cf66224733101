import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, getToasts } from '../../ui/toast/toast-store.ts';
import { Component as SuggestionScreen } from './suggestion-route.tsx';
import { isComplete, SUGGESTION_INCOMPLETE, SUGGESTION_THANKS } from './suggestion-rules.ts';

afterEach(() => {
  clearToasts();
});

const lastToast = () => getToasts().at(-1)?.message;
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) fireEvent.change(field(name), { target: { value } });
}

describe('isComplete', () => {
  it('needs all three fields, spaces alone not counting', () => {
    expect(isComplete({ name: 'Ana', telephone: '0917', suggestion: 'More days' })).toBe(true);
    expect(isComplete({ name: 'Ana', telephone: '  ', suggestion: 'More days' })).toBe(false);
    expect(isComplete({ name: '', telephone: '0917', suggestion: 'More days' })).toBe(false);
    expect(isComplete({ name: 'Ana', telephone: '0917', suggestion: '\n' })).toBe(false);
  });
});

describe('the suggestion form', () => {
  it('asks for complete information and keeps what was typed', () => {
    render(<SuggestionScreen />);
    fill({ Name: 'Ana', Suggestion: 'More days' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(lastToast()).toBe(SUGGESTION_INCOMPLETE);
    expect(field('Name').value).toBe('Ana');
    expect(field('Suggestion').value).toBe('More days');
  });

  it('thanks the borrower and clears the suggestion only', () => {
    render(<SuggestionScreen />);
    fill({ Name: 'Ana', Telephone: '09171234567', Suggestion: 'More days' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(lastToast()).toBe(SUGGESTION_THANKS);
    expect(field('Name').value).toBe('Ana');
    expect(field('Telephone').value).toBe('09171234567');
    expect(field('Suggestion').value).toBe('');
    expect(document.title).toBe('Suggestion');
  });
});
