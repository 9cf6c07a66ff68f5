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
