/**
 * What a person did on a page rendered before the app ran (the public pages built at build time, a
 * resident's /Services rendered by the server), handed to the app when it takes the page over
 * (hydration, main.tsx), so that typing and clicking at once loses nothing (issue 28 §1).
 *
 * Typed text is in the fields but not in React's state. React takes a field over as it finds it, but
 * any render of it before it has heard of the text puts the state's value back: a render that
 * follows hydration at once, or one that a keystroke forces while the page is still hydrating. So
 * before React hydrates, every field typed into (and, while it hydrates, every field typed into
 * before React has it) is guarded: React's writes to its value are kept aside instead of applied.
 * Once React has hydrated the field it is handed the text with the event typing sends, and then the
 * guard comes off (React's last wish since the hand-over, if any, is applied then).
 *
 * The last click on a control, or submit, was held by the page's inline script
 * (src/web/early-input.js). It is replayed once the fields are handed over, in a task of its own so
 * React has rendered the text and a form submits what was typed.
 *
 * This module is the part that must run before React hydrates (it is in the entry script); the
 * hand-over runs after, so it is a chunk of its own (early-input-handover.ts), loaded meanwhile: the
 * guards keep the text until it comes.
 */
export type Field = HTMLInputElement | HTMLTextAreaElement;
export type Property = 'value' | 'checked';

declare global {
  interface Window {
    /** The control clicked or the form submitted before the app had started (src/web/early-input.js). */
    __curbsideHeldAction?: Element;
  }
}

export interface Guard {
  property: Property;
  native: PropertyDescriptor;
  /** What React last wrote since the hand-over (undefined: nothing). */
  wanted?: unknown;
  /** React has been handed the field's content. */
  handedOver?: boolean;
}

const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);
/** How long a part of the page that waits for its code may take to hydrate before it is given up. */
export const WAIT_MS = 10_000;

/** The guarded fields; handed to React by early-input-handover.ts. */
export const guards = new Map<Field, Guard>();

export const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const isField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && !NOT_TYPED.has(target.type)) ||
  target instanceof HTMLTextAreaElement;

/** React has taken the element over: it keeps its fiber on every element it hydrated. */
export const ownedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** The field's content differs from the HTML it came with. */
const typedInto = (field: Field) =>
  isCheckable(field) ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;

function guard(field: Field): void {
  const property: Property = isCheckable(field) ? 'checked' : 'value';
  // React's own record of the field is an accessor on the field itself: React has it already
  if (guards.has(field) || ownedByReact(field) || Object.hasOwn(field, property)) return;
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property);
  if (!native?.get || !native.set) return;
  const entry: Guard = { property, native };
  Object.defineProperty(field, property, {
    configurable: true,
    get(this: Field) {
      return native.get?.call(this);
    },
    set(value: unknown) {
      entry.wanted = value;
    },
  });
  guards.set(field, entry);
  // the other buttons of a radio group change with it
  if (field instanceof HTMLInputElement && field.type === 'radio' && field.name && field.form) {
    for (const other of field.form.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
      if (other.name === field.name) guard(other);
    }
  }
}

export function guardTyped(event: Event): void {
  const field = event.target;
  if (event.isTrusted && isField(field) && field.closest('#root[data-prerendered]')) guard(field);
}

/**
 * Called just before React hydrates `container`: guards the fields typed into so far, and those
 * typed into from now until React has them.
 */
export function guardEarlyInput(container: HTMLElement): void {
  for (const field of container.querySelectorAll<Field>('input, textarea')) {
    if (isField(field) && typedInto(field)) guard(field);
  }
  document.addEventListener('input', guardTyped, true);
}

/** The page is rendered anew instead of taken over: what was held belongs to HTML that is gone. */
export function dropEarlyInput(): void {
  delete window.__curbsideHeldAction;
}

/** Takes the guards off without handing anything over (the hand-over's chunk could not be loaded). */
export function releaseGuards(): void {
  document.removeEventListener('input', guardTyped, true);
  for (const [field, { property }] of guards) delete (field as Partial<Record<Property, unknown>>)[property];
  guards.clear();
}
