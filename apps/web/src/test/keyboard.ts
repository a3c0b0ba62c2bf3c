import { fireEvent } from '@testing-library/react';

/**
 * Enter in a field as a browser handles it: the key goes to the field and, unless a handler
 * prevented its default, the browser submits the field's form (implicit submission, which jsdom
 * does not do). Returns whether the form was submitted.
 */
export function pressEnter(field: HTMLElement): boolean {
  const notPrevented = fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
  const form = (field as HTMLInputElement).form ?? field.closest('form');
  if (!notPrevented || !form) return false;
  form.requestSubmit();
  return true;
}

/** Tab out of a field: the key, then the loss of focus (jsdom moves no focus by itself). */
export function tabOut(field: HTMLElement): void {
  fireEvent.keyDown(field, { key: 'Tab', code: 'Tab', keyCode: 9 });
  fireEvent.blur(field);
}
