"""Keywords' canonical spellings (CR 702) registered by their mechanics: a mechanic's `model`
says how its keyword is spelled (`keyword_name("Extort")`), so the vocabulary reads it without a
list naming every mechanic; a spelling registered twice is refused."""

from __future__ import annotations

from engine.core.registry import Registry

#: A keyword's canonical spelling by its casefolded name.
KEYWORD_NAMES: Registry[str, str] = Registry("the keyword")


def keyword_name(name: str) -> str:
    """Register `name` as a keyword with no parameter, spelled so."""
    return KEYWORD_NAMES.register(name.casefold(), name)
