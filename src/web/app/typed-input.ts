/**
 * Text typed into the fields of a page's built HTML before the app took it over (hydration): React's
 * state does not have it, and its first re-render would wipe it. It is read just before hydration
 * and handed to React afterwards as if typed then, so a resident who starts filling in /login or
 * /register at once loses nothing.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

const NOT_TYPED = new Set(['checkbox', 'radio', 'hidden', 'file', 'submit', 'button', 'reset']);

/** The fields whose text differs from the built HTML's, with that text. */
export function captureTypedInput(container: HTMLElement): Array<[Field, string]> {
  return [...container.querySelectorAll<Field>('input, textarea')]
    .filter((field) => !NOT_TYPED.has(field.type) && field.value !== field.defaultValue)
    .map((field) => [field, field.value]);
}

/** React has taken the field over (it tracks the value of every input it renders). */
const isHydrated = (field: Field) => '_valueTracker' in field;

function replay(field: Field, text: string) {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // through React's value tracker first, so that it sees the text below as a change
  field.value = text === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Gives React each captured text through an input event, as typing does, once React has hydrated
 * the field (a part of the page that waited for its code hydrates after the rest).
 */
export function replayTypedInput(typed: Array<[Field, string]>, deadline = Date.now() + 10_000): void {
  const waiting = typed.filter(([field]) => field.isConnected && !isHydrated(field));
  for (const [field, text] of typed) if (field.isConnected && isHydrated(field)) replay(field, text);
  if (waiting.length > 0 && Date.now() < deadline) {
    setTimeout(() => replayTypedInput(waiting, deadline), 50);
  }
}
