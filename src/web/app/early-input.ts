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
 */
type Field = HTMLInputElement | HTMLTextAreaElement;
type Property = 'value' | 'checked';

declare global {
  interface Window {
    /** The control clicked or the form submitted before the app had started (src/web/early-input.js). */
    __curbsideHeldAction?: Element;
  }
}

interface Guard {
  property: Property;
  native: PropertyDescriptor;
  /** What React last wrote since the hand-over (undefined: nothing). */
  wanted?: unknown;
  /** React has been handed the field's content. */
  handedOver?: boolean;
}

const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);
/** How long a part of the page that waits for its code may take to hydrate before it is given up. */
const WAIT_MS = 10_000;

const guards = new Map<Field, Guard>();

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const isField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && !NOT_TYPED.has(target.type)) ||
  target instanceof HTMLTextAreaElement;

/** React has taken the element over: it keeps its fiber on every element it hydrated. */
const ownedByReact = (element: Element) =>
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

function guardTyped(event: Event): void {
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

/** Sends the event React reads a change from: the field is guarded, so React has no record to compare. */
function handToReact(field: Field, entry: Guard): void {
  entry.wanted = undefined;
  entry.handedOver = true;
  if (!isCheckable(field)) field.dispatchEvent(new Event('input', { bubbles: true }));
  // React reads a box's change from its click; a plain Event, not a MouseEvent, does not toggle it.
  // Of a radio group, the button chosen tells.
  else if (field.type === 'checkbox' || field.checked)
    field.dispatchEvent(new Event('click', { bubbles: true }));
}

function unguardAll(): void {
  document.removeEventListener('input', guardTyped, true);
  for (const [field, entry] of guards) {
    // typed into after the hand-over, in a part of the page React had not hydrated then
    if (!entry.handedOver && field.isConnected && ownedByReact(field)) handToReact(field, entry);
    const { property, native, wanted } = entry;
    delete (field as Partial<Record<Property, unknown>>)[property];
    if (wanted !== undefined && native.get?.call(field) !== wanted) native.set?.call(field, wanted);
  }
  guards.clear();
}

/** Replays the held click or submit once React owns its element, then calls `release`. */
function replayHeldAction(deadline: number, release: () => void): void {
  const action = window.__curbsideHeldAction;
  if (action?.isConnected && !ownedByReact(action) && Date.now() < deadline) {
    setTimeout(() => replayHeldAction(deadline, release), 50);
    return;
  }
  delete window.__curbsideHeldAction;
  unguardAll();
  // from here on a click reaches React directly; the replay below is not held (not a trusted event)
  release();
  if (!action?.isConnected || !ownedByReact(action)) return;
  if (action instanceof HTMLFormElement) action.requestSubmit();
  else if (action instanceof HTMLElement) action.click();
}

function handOverFields(deadline: number, then: () => void): void {
  let waiting = false;
  for (const [field, entry] of guards) {
    if (entry.handedOver || !field.isConnected) continue;
    if (ownedByReact(field)) handToReact(field, entry);
    else waiting = true;
  }
  if (waiting && Date.now() < deadline) setTimeout(() => handOverFields(deadline, then), 50);
  else then();
}

/**
 * Called once React has hydrated the page (its first effect): hands each guarded field's text to
 * React as soon as React has the field, then replays the held action and calls `release`. Each in a
 * task of its own: an event sent from within React's effects is handled before React has applied the
 * state it sets (the field's text would come back as the old value), and the guards keep the text
 * meanwhile.
 */
export function handOverEarlyInput(release: () => void): void {
  const deadline = Date.now() + WAIT_MS;
  setTimeout(
    () => handOverFields(deadline, () => setTimeout(() => replayHeldAction(deadline, release), 0)),
    0,
  );
}

/** The page is rendered anew instead of taken over: what was held belongs to HTML that is gone. */
export function dropEarlyInput(): void {
  delete window.__curbsideHeldAction;
  unguardAll();
}
