// Dark or light: the reader's choice with the toggle, remembered in this browser, or else the
// system's preference (the CSS follows prefers-color-scheme on its own). Loaded before the page
// is drawn, so a remembered choice never flashes the other theme; without this file the toggle
// stays hidden and the system's preference applies.
(function () {
  const KEY = "rulings-theme";
  const root = document.documentElement;
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === "dark" || saved === "light") root.dataset.theme = saved;
  } catch (error) {
    // Storage may be off (private mode): the system's preference applies.
  }
  function isDark() {
    if (root.dataset.theme) return root.dataset.theme === "dark";
    return window.matchMedia("(prefers-color-scheme: dark)").matches;
  }
  document.addEventListener("DOMContentLoaded", () => {
    document.querySelectorAll("button[data-theme-toggle]").forEach((button) => {
      button.hidden = false;
      button.setAttribute("aria-pressed", String(isDark()));
      button.addEventListener("click", () => {
        const next = isDark() ? "light" : "dark";
        root.dataset.theme = next;
        try {
          localStorage.setItem(KEY, next);
        } catch (error) {
          // Not remembered, but applied for this page.
        }
        button.setAttribute("aria-pressed", String(next === "dark"));
      });
    });
  });
})();
