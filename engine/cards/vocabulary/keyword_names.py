"""Keywords' canonical spellings (CR 702) registered by their mechanics: a mechanic's `model`
says how its keyword is spelled (`keyword_name("Extort")`), so the vocabulary reads it without a
list naming every mechanic; a spelling registered twice is refused. `load` finds the mechanics'
models, so a keyword with no instruction of its own (prowess) is registered too."""

from __future__ import annotations

from engine.core.registry import Registry, discover

#: A keyword's canonical spelling by its casefolded name.
KEYWORD_NAMES: Registry[str, str] = Registry("the keyword")
#: The keywords with no parameter that are simple abilities of the vocabulary's
#: `SIMPLE_KEYWORDS` (the ones a scenario's card may list by name).
SIMPLE_NAMES: Registry[str, str] = Registry("the simple keyword")


def keyword_name(name: str, *, simple: bool = False) -> str:
    """Register `name` as a keyword with no parameter, spelled so; `simple`: one of the
    vocabulary's `SIMPLE_KEYWORDS`."""
    KEYWORD_NAMES.register(name.casefold(), name)
    return SIMPLE_NAMES.register(name, name) if simple else name


def load() -> frozenset[str]:
    """Import every mechanic package's model, so each has registered its spelling; the simple
    keywords they registered."""
    discover("engine.mechanics", "model")
    return frozenset(SIMPLE_NAMES)
