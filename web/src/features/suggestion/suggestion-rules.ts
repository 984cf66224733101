/** Spec §5: the suggestion form with any field empty. */
export const SUGGESTION_INCOMPLETE = 'Please provide complete information!';
/** This project's confirmation; the spec names none (the form sends nothing, see the route). */
export const SUGGESTION_THANKS = 'Thank you for your suggestion!';

/** No length is given by the spec; the complaint description's 200 is the app's one for free text. */
export const MAX_SUGGESTION = 200;

export interface Suggestion {
  readonly name: string;
  readonly telephone: string;
  readonly suggestion: string;
}

/**
 * Spec §5: all three fields are required; spaces alone do not count.
 * @example isComplete({ name: 'Ana', telephone: ' ', suggestion: 'More days' }) // false
 */
export function isComplete(form: Suggestion): boolean {
  return [form.name, form.telephone, form.suggestion].every((value) => value.trim() !== '');
}
