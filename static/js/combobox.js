// A combobox over server-rendered options (WAI-ARIA 1.2 combobox with a listbox popup): htmx
// fills the listbox as you type; this moves the highlight with ↓/↑ (aria-activedescendant),
// picks the highlighted option, or the only one, on Enter (it fills the field; the form's own
// button adds it, with the owner and zone chosen after: issue 31, 1), and closes the list on
// Escape. Without this file the field is a plain form field.
(() => {
  const parts = (input) => {
    const list = document.getElementById(input.dataset.combobox);
    return { list, options: list ? [...list.querySelectorAll("[role=option]")] : [] };
  };

  const highlight = (input, options, index) => {
    options.forEach((option, i) => option.setAttribute("aria-selected", String(i === index)));
    const active = options[index];
    if (active) {
      input.setAttribute("aria-activedescendant", active.id);
      active.scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  };

  const show = (input, open) => {
    const { list, options } = parts(input);
    if (!list) return;
    const visible = open && options.length > 0;
    list.hidden = !visible;
    input.setAttribute("aria-expanded", String(visible));
    if (!visible) highlight(input, options, -1);
  };

  // The options answer what is in the field now (not a query typed over since).
  const current = (input) => {
    const status = document.getElementById(input.dataset.comboboxStatus);
    const answered = status ? status.querySelector("[data-query]") : null;
    return answered !== null && answered.dataset.query === input.value;
  };

  const pick = (input, option) => {
    input.value = option.dataset.value;
    show(input, false);
    const status = document.getElementById(input.dataset.comboboxStatus);
    const words = input.dataset.comboboxPicked || "{name} picked.";
    if (status) status.textContent = words.replace("{name}", option.dataset.value);
  };

  document.addEventListener("keydown", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.dataset.combobox) return;
    const { list, options } = parts(input);
    if (!list) return;
    const index = options.findIndex((o) => o.getAttribute("aria-selected") === "true");
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!options.length) return;
      event.preventDefault();
      show(input, true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      const start = index < 0 && step < 0 ? 0 : index;
      highlight(input, options, (start + step + options.length) % options.length);
    } else if (event.key === "Enter" && !list.hidden && current(input)) {
      const chosen = index >= 0 ? options[index] : options.length === 1 ? options[0] : null;
      if (chosen) {
        event.preventDefault();
        pick(input, chosen);
      }
    } else if (event.key === "Escape" && !list.hidden) {
      event.preventDefault();
      show(input, false);
    }
  });

  document.addEventListener("input", (event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.dataset.combobox) {
      highlight(input, parts(input).options, -1);
    }
  });

  document.addEventListener("htmx:afterSwap", (event) => {
    const input = document.querySelector(`[data-combobox="${event.target.id}"]`);
    if (input) show(input, document.activeElement === input);
  });

  // Keep focus in the field when an option is pressed, then pick it.
  document.addEventListener("mousedown", (event) => {
    if (event.target instanceof Element && event.target.closest("[role=listbox] [role=option]")) {
      event.preventDefault();
    }
  });
  document.addEventListener("click", (event) => {
    const option = event.target instanceof Element ? event.target.closest("[role=option]") : null;
    const list = option ? option.closest("[role=listbox]") : null;
    const input = list ? document.querySelector(`[data-combobox="${list.id}"]`) : null;
    if (input && option) pick(input, option);
  });

  document.addEventListener("focusout", (event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.dataset.combobox) show(input, false);
  });
  document.addEventListener("focusin", (event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.dataset.combobox) show(input, true);
  });
})();
