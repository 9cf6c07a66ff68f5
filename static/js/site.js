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
