/**
 * The hand-over of early input (early-input.ts) once React has hydrated the page: each guarded field's
 * text to React, then the held click or submit replayed. A chunk of its own, loaded after the entry
 * (the guards keep the text until then), so the first load carries only what runs before hydration.
 */
import {
  guards,
  guardTyped,
  isCheckable,
  ownedByReact,
  WAIT_MS,
  type Field,
  type Guard,
  type Property,
} from './early-input';

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
