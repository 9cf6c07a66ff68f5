"""The dark theme changes colours only (issue 27 §6).

The browser tests check each page in the dark theme with axe's colour rules alone
(tests/e2e/test_accessibility.py, `assert_no_violations(..., dark=True)`), since every other rule
was already checked on the same page in the light theme. That holds only while the dark theme
changes nothing but colours: these tests read every rule of static/css that applies to one theme
only (inside `@media (prefers-color-scheme: …)` or with `data-theme` in its selector) and fail if
one of them sets any other property — a dark rule that moved, hid or resized something would
have to be checked by every axe rule again."""

from __future__ import annotations

import re
from pathlib import Path

CSS = Path(__file__).resolve().parents[1] / "static" / "css"

#: Properties that only paint: a rule setting these can change what contrast axe measures, but not
#: the page's structure, names, order, sizes or visibility.
COLOUR_PROPERTIES = {
    "color",
    "background",
    "background-color",
    "border-color",
    "border-top-color",
    "border-right-color",
    "border-bottom-color",
    "border-left-color",
    "outline-color",
    "text-decoration-color",
    "caret-color",
    "accent-color",
    "fill",
    "stroke",
    "box-shadow",
    "color-scheme",
}

#: A colour value: hex colours, colour functions, variables, keywords (a list for box-shadow).
COLOUR = r"#[0-9a-f]{3,8}|(?:rgba?|hsla?|var)\([^()]*\)|transparent|currentcolor|inherit|light|dark"
COLOUR_VALUE = re.compile(rf"^(?:\s*(?:{COLOUR})\s*)+$", re.IGNORECASE)
#: A shadow's value: colours and the lengths that place them (offsets, blur, spread).
SHADOW_VALUE = re.compile(rf"^(?:\s*(?:{COLOUR}|-?[0-9.]+(?:px|rem|em)?|inset|none|,)\s*)+$", re.I)

#: How a rule or a group of rules says it is for one theme.
THEMED = re.compile(r"prefers-color-scheme|data-theme", re.IGNORECASE)


def declarations_by_theme(css: str) -> list[tuple[str, str, str]]:
    """(selector with its enclosing at-rules, property, value) of every declaration in a rule
    that is for one theme only."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.DOTALL)
    found: list[tuple[str, str, str]] = []
    context: list[str] = []
    start = 0
    for match in re.finditer(r"[{}]", css):
        text = css[start : match.start()]
        start = match.end()
        if match.group() == "{":
            context.append(text.strip())
            continue
        if context and not context[-1].startswith("@"):
            where = " ".join(context)
            if THEMED.search(where):
                for declaration in text.split(";"):
                    if declaration.strip():
                        name, _, value = declaration.partition(":")
                        found.append((where, name.strip().lower(), value.strip()))
        if context:
            context.pop()
    assert not context, "unbalanced braces"
    return found


def layout_changes(css: str) -> list[str]:
    """Each declaration of a themed rule that sets more than a colour."""
    return [
        f"{where} {{ {name}: {value} }}"
        for where, name, value in declarations_by_theme(css)
        if not (
            (name in COLOUR_PROPERTIES or name.startswith("--"))
            and (SHADOW_VALUE if name == "box-shadow" else COLOUR_VALUE).match(value)
        )
    ]


def test_the_dark_theme_sets_only_colours() -> None:
    themed = 0
    for path in sorted(CSS.glob("*.css")):
        css = path.read_text(encoding="utf-8")
        themed += len(declarations_by_theme(css))
        assert not layout_changes(css), f"{path.name}: a theme changes more than colours"
    assert themed >= 40  # the dark theme's variables are read, twice (media and toggle)


def test_a_dark_rule_that_changes_layout_is_found() -> None:
    css = """
    :root { --gap: 1rem; padding: 0; }
    @media (prefers-color-scheme: dark) {
      :root:not([data-theme="light"]) { --ink: #e8e6e1; color-scheme: dark; }
      .panel { padding: 2rem; }
    }
    :root[data-theme="dark"] .menu { display: none; color: var(--ink); }
    :root[data-theme="dark"] { --gap: 2rem; }
    """
    assert layout_changes(css) == [
        "@media (prefers-color-scheme: dark) .panel { padding: 2rem }",
        ':root[data-theme="dark"] .menu { display: none }',
        ':root[data-theme="dark"] { --gap: 2rem }',
    ]
