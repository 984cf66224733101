import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUGGESTION_THANKS } from '../../web/src/features/suggestion/suggestion-rules.ts';
import { renderRoute } from './support/render-route.tsx';

// The suggestion form (/suggestion) in-process: the spec's unused form sends nothing, so what a
// screen test proves here is the rule (all three fields, spaces not counting), what stays typed,
// and that the fake world hears no call. tests/e2e/suggestion.spec.ts keeps the test-page link.

const FILLED = { Name: 'Ana Santos', Telephone: '09171234567', Suggestion: 'Longer terms, please.' } as const;
type FieldName = keyof typeof FILLED;
const NAMES = Object.keys(FILLED) as FieldName[];

const field = (name: FieldName) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const toasts = () => screen.getByRole('status', { name: 'Notifications' });

/** Opens the form, waiting for its lazy screen; returns the rendered route. */
async function openForm() {
  const rendered = renderRoute('/suggestion');
  expect(await screen.findByRole('heading', { level: 1, name: 'Suggestion' })).toBeTruthy();
  return rendered;
}

describe('suggestion form', () => {
  it('shows the title, the three fields and Submit', async () => {
    await openForm();
    expect(document.title).toBe('Suggestion');
    expect(screen.getByText('Tell us how we can serve you better.')).toBeTruthy();
    for (const name of NAMES) expect(field(name).value).toBe('');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it.each(NAMES)(
    "without %s: 'Please provide complete information!', nothing typed is lost, nothing sent",
    async (missing) => {
      const rendered = await openForm();
      // Spaces alone do not count as filled.
      for (const name of NAMES)
        fireEvent.change(field(name), { target: { value: name === missing ? '   ' : FILLED[name] } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      // Spec §5's words.
      expect(await within(toasts()).findByText('Please provide complete information!')).toBeTruthy();
      for (const name of NAMES) expect(field(name).value).toBe(name === missing ? '   ' : FILLED[name]);
      expect(rendered.sandbox().log).toEqual([]);
    },
  );

  it('all filled: thanked, the suggestion cleared, who sent it kept, no call', async () => {
    const rendered = await openForm();
    for (const name of NAMES) fireEvent.change(field(name), { target: { value: FILLED[name] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(toasts()).findByText(SUGGESTION_THANKS)).toBeTruthy();
    expect(field('Suggestion').value).toBe('');
    expect(field('Name').value).toBe(FILLED.Name);
    expect(field('Telephone').value).toBe(FILLED.Telephone);
    // The spec names no endpoint for this unused form.
    expect(rendered.sandbox().log).toEqual([]);
    expect(rendered.nativeCalls).toEqual([]);
  });
});
