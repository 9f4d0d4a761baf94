// Inlined at the top of <head> of every page whose HTML is rendered before the app runs (the public
// pages built by scripts/prerender.mjs, a resident's /Services rendered by the server; issue 28): it
// runs before the first paint, so nothing a person does on the page is lost while the app starts.
//
// Until the app has taken the page over (#root keeps data-prerendered until then), a click on a
// control of the page (a button, a tab, a submit, a field that opens a list such as a portal choice)
// and a form's submit are held: their default action is cancelled, nothing else sees them, and the
// last one is kept in window.__curbsideHeldAction. The app replays it once, after it has handed
// React the text typed meanwhile (src/web/app/early-input.ts).
// Typing itself needs nothing here: the fields keep their text, and the app reads it from them.
// Links keep their default and load their page. The app's own replay is an untrusted event and passes.
//
// The CSP allows this script by its hash (src/server/prerendered-pages.ts, inlineScriptHashes).
(function () {
  var CONTROLS =
    'button, input[type="submit"], input[type="button"], input[type="image"], input[type="reset"], ' +
    '[role="button"], [role="tab"], [role="menuitem"], [role="option"], [role="switch"], [aria-haspopup]';

  function hold(event) {
    var target = event.target;
    if (!event.isTrusted || !(target instanceof Element) || !target.closest('#root[data-prerendered]'))
      return;
    var action = event.type === 'submit' ? target : target.closest(CONTROLS);
    if (!action || action.disabled || action.getAttribute('aria-disabled') === 'true') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    window.__curbsideHeldAction = action;
  }

  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
})();
