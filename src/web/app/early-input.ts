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
  /** React has been sent the field's content (handToReact, early-input-handover.ts). */
  handedOver?: boolean;
  /** React has been seen to take it: its props show the text, or it was never React's to hold. */
  confirmed?: boolean;
  /** How many times the content has been sent. */
  tries?: number;
}

const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);
/** How long a part of the page that waits for its code may take to hydrate before it is given up. */
export const WAIT_MS = 10_000;

let pageMounted = false;

/**
 * The router's tree has committed (router.tsx's Root). It hydrates in a Suspense boundary of its own
 * (app.tsx), which React may commit well after the app's first effect: until then its elements may
 * carry React's fiber while no handler of theirs runs, so nothing is handed over or replayed before.
 */
export function markPageMounted(): void {
  pageMounted = true;
}

export const isPageMounted = () => pageMounted;

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

/** The props React last rendered the element with (React keeps them on the element too). */
export function reactProps(element: Element): Record<string, unknown> | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
  return key ? (element as unknown as Record<string, Record<string, unknown>>)[key] : undefined;
}

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
    // Once React has been handed the text, it reads back what it last wrote: a write of its old
    // value that comes after the hand-over (the state restored after the input event, while the
    // update waits on a part still hydrating) is then followed by a write of the new value, instead
    // of React seeing the field's text already in place, writing nothing, and the old value winning
    // when the guard comes off.
    get(this: Field) {
      return entry.handedOver && entry.wanted !== undefined ? entry.wanted : native.get?.call(this);
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
  if (!event.isTrusted || !isField(field)) return;
  const entry = guards.get(field);
  // typing now supersedes what React last wrote: React reads the typed text from the field
  if (entry) entry.wanted = undefined;
  else if (field.closest('#root[data-prerendered]')) guard(field);
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
