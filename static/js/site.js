// Small progressive enhancements; every page works without this file.
// "/" focuses the search box, as on many reference sites.
document.addEventListener("keydown", (event) => {
  if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target;
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
  const box = document.getElementById("q") || document.getElementById("site-q");
  if (box) {
    event.preventDefault();
    box.focus();
  }
});

// Explorer: ← / → step, Home / End jump (the links work without this).
document.addEventListener("keydown", (event) => {
  const keys = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
  const which = keys[event.key];
  if (!which || event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target;
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
  const link = document.querySelector(`#explorer a[data-key="${which}"]`);
  if (link && link.getAttribute("aria-disabled") !== "true") {
    event.preventDefault();
    link.click();
  }
});

// Share box: a "Copy" button beside the short link (hidden without this file; the field is
// read-only and selectable either way).
function showCopyButtons(root) {
  root.querySelectorAll("button[data-copy]").forEach((button) => {
    button.hidden = !navigator.clipboard;
  });
}
document.addEventListener("DOMContentLoaded", () => showCopyButtons(document));
document.addEventListener("htmx:load", (event) => showCopyButtons(event.target));
document.addEventListener("click", (event) => {
  const button = event.target instanceof Element ? event.target.closest("button[data-copy]") : null;
  if (!button) return;
  const field = document.getElementById(button.dataset.copy);
  if (!field) return;
  field.select();
  navigator.clipboard.writeText(field.value).then(
    () => { button.textContent = "Copied"; },
    () => { button.textContent = "Select and copy"; },
  );
});

// Explorer: after an htmx step the control that was pressed is focused again (the old one was
// swapped out with the rest of the explorer), so a keyboard user keeps their place.
let refocus = null;
function selectorFor(element) {
  if (element.dataset.key) return `[data-key="${element.dataset.key}"]`;
  if (element.id) return `#${CSS.escape(element.id)}`;
  const name = element.getAttribute("name");
  const value = element.getAttribute("value");
  if (name && value !== null) {
    return `${element.tagName.toLowerCase()}[name="${CSS.escape(name)}"][value="${CSS.escape(value)}"]`;
  }
  return null;
}
// Disclosures open before an htmx swap (the builder, an object's edit form) are open after it.
let reopen = [];
document.addEventListener("htmx:beforeSwap", () => {
  const active = document.activeElement;
  refocus = active instanceof HTMLElement && active.closest("#explorer") ? selectorFor(active) : null;
  reopen = Array.from(document.querySelectorAll("#explorer details[open][id]"), (d) => d.id);
});
document.addEventListener("htmx:afterSwap", () => {
  reopen.forEach((id) => {
    const details = document.getElementById(id);
    if (details instanceof HTMLDetailsElement) details.open = true;
  });
  reopen = [];
});
// After an action (a play form: act, answer, attack, block, undo, branch) the step it produced
// is where the eye is and has the focus; a refusal's message likewise, in the play section or in
// the builder's form that was sent (issue 31, 2). A step link or an accepted edit keeps the
// pressed control focused, as above.
let sent = null;
// The builder's Cast appends an action too: the step it produced is where the eye goes.
const PLAY = /^\/explore\/(act|answer|attack|block|undo|branch|build\/cast)$/;
document.addEventListener("htmx:beforeRequest", (event) => {
  const elt = event.detail.elt;
  const config = event.detail.requestConfig;
  const verb = config ? config.verb : "";
  if (!(elt instanceof Element)) return;
  if (verb === "post") {
    // A form sent (the GET htmx then makes for its HX-Location keeps what it was); where it
    // went is the pressed button's formaction when it has one (htmx's request path).
    const form = elt.closest("form");
    const path = config && config.path ? config.path : form ? form.action : "";
    const action = path ? new URL(path, location.href).pathname : "";
    sent = PLAY.test(action) ? "play" : action.startsWith("/explore/build") ? "build" : null;
  } else if (elt.closest("a")) {
    sent = null;
  }
});
// After htmx's own scrolling for a boosted form (to the top of the explorer), which follows
// htmx:afterSettle in the same task.
function bringToView(element, block = "center") {
  if (!(element instanceof HTMLElement)) return;
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
  setTimeout(() => element.scrollIntoView({ block }), 0);
}
document.addEventListener("htmx:afterSettle", (event) => {
  const target = event.detail.target;
  if (sent === "play" && target instanceof Element && target.id === "play-status") {
    sent = null;
    refocus = null;
    bringToView(target);
    return;
  }
  if (target instanceof Element && target.id !== "explorer") return;
  const was = sent;
  sent = null;
  const refused = document.getElementById("build-error");
  if (refused) {
    refocus = null;
    bringToView(refused);
    return;
  }
  if (was === "play") {
    refocus = null;
    bringToView(document.getElementById("now"), "start");
    return;
  }
  if (!refocus) return;
  const pressed = document.querySelector(`#explorer ${refocus}`);
  refocus = null;
  if (pressed instanceof HTMLElement) pressed.focus({ preventScroll: true });
});

// Explorer: ordering triggers — a trigger given a new number moves the others up or down to
// make room, so every number stays used once (without this file, the server says which clash).
document.addEventListener("focusin", (event) => {
  const field = event.target;
  if (field instanceof HTMLInputElement && field.closest(".play-order")) {
    field.dataset.was = field.value;
  }
});
document.addEventListener("change", (event) => {
  const field = event.target;
  const list = field instanceof HTMLInputElement ? field.closest(".play-order") : null;
  if (!list) return;
  const fields = [...list.querySelectorAll('input[type="number"]')];
  const was = Number(field.dataset.was);
  const asked = Number(field.value);
  if (!field.value.trim() || !Number.isInteger(was) || !Number.isInteger(asked)) return;
  const now = Math.min(Math.max(asked, 1), fields.length);
  field.value = String(now);
  for (const other of fields) {
    const n = Number(other.value);
    if (other === field || !Number.isInteger(n)) continue;
    if (now < was && n >= now && n < was) other.value = String(n + 1);
    if (now > was && n > was && n <= now) other.value = String(n - 1);
  }
  field.dataset.was = field.value;
});
