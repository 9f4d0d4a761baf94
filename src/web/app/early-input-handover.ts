/**
 * The hand-over of early input (early-input.ts) once React has hydrated the page: each guarded field's
 * text to React, then the held click or submit replayed. A chunk of its own, loaded after the entry
 * (the guards keep the text until then), so the first load carries only what runs before hydration.
 */
import {
  guards,
  guardTyped,
  isCheckable,
  isPageMounted,
  ownedByReact,
  reactProps,
  WAIT_MS,
  type Field,
  type Guard,
  type Property,
} from './early-input';

/** Sends the event React reads a change from: the field is guarded, so React has no record to compare. */
function handToReact(field: Field, entry: Guard): void {
  entry.wanted = undefined;
  entry.handedOver = true;
  entry.tries = (entry.tries ?? 0) + 1;
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

/**
 * The element a held click is for. A control the app replaced while it took the page over (a header
 * button whose menu had loaded: components/shell/deferred-overlay.tsx) is found again by its tag and
 * label, when exactly one connected element has them.
 */
function heldTarget(held: Element | undefined): Element | undefined {
  if (!held || held.isConnected) return held;
  const label = held.getAttribute('aria-label');
  if (!label) return held;
  const same = [...document.querySelectorAll(held.tagName)].filter(
    (element) => element.getAttribute('aria-label') === label,
  );
  return same.length === 1 ? same[0] : held;
}

/** Replays the held click or submit once React owns its element, then calls `release`. */
function replayHeldAction(deadline: number, release: () => void): void {
  const action = heldTarget(window.__curbsideHeldAction);
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

/** How many times a field's text is sent before React is taken to have chosen not to hold it. */
const MAX_TRIES = 20;

/**
 * React has the field's text: the field's props (a controlled field's `value` or `checked`) show it,
 * or the field is not one React holds a value for.
 */
function reactHasContent(field: Field, entry: Guard): boolean {
  const props = reactProps(field);
  const held = props?.[entry.property];
  if (held === undefined || held === null) return true;
  const content = entry.native.get?.call(field);
  return entry.property === 'checked' ? held === content : String(held) === content;
}

/**
 * A field's element carries React's fiber as soon as React has rendered it, before the part of the
 * page it is in has committed; an event sent then reaches no handler and is lost (seen on /login: 1
 * try in 4 lost the e-mail typed before the app ran). So each field is sent its text until React's
 * props show it, a few times at most (React may keep another value on purpose: a field that drops
 * what it does not accept).
 */
function handOverFields(deadline: number, then: () => void): void {
  let waiting = false;
  for (const [field, entry] of guards) {
    if (entry.confirmed || !field.isConnected) continue;
    if (!ownedByReact(field)) {
      waiting = true;
    } else if (entry.handedOver && (reactHasContent(field, entry) || (entry.tries ?? 0) >= MAX_TRIES)) {
      entry.confirmed = true;
    } else {
      handToReact(field, entry);
      waiting = true;
    }
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
  const start = () => {
    if (!isPageMounted() && Date.now() < deadline) {
      setTimeout(start, 50);
      return;
    }
    handOverFields(deadline, () => setTimeout(() => replayHeldAction(deadline, release), 0));
  };
  setTimeout(start, 0);
}
