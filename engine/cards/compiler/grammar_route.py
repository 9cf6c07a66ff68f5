"""The grammar's route into the compiler (issue 28 §3): a line the compiler's templates leave
unread is read by the oracle grammar and lowered into the vocabulary
(`engine.cards.lowering`), when — and only when — the grammar used every token of it (reminder
text aside) and its tree renders back to the normalised line (issue 28 §4), and every part of
the tree lowers. A spell's lines are all read this way or none is (608.2c).

The lowering makes the vocabulary's typed models; they are handed to the rest of the compiler
as the plain data its templates make (`plain`), which the card definition validates again.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from pydantic import BaseModel

from engine.cards.compiler.text import Line as TextLine
from engine.cards.grammar.lines import parse_line
from engine.cards.grammar.tokens import Kind
from engine.cards.grammar.tree import Line
from engine.cards.lowering import lower_ability, lower_spell
from engine.cards.lowering.gate import may_lower
from engine.cards.lowering.registry import label_for
from engine.cards.predefined import predefined_token_names
from engine.cards.vocabulary import CardDef, CreateToken


def plain(value: Any) -> Any:
    """A model as plain data, its fields at their defaults left out as the templates leave
    them out, its kind ("kind", "op", "count", "event") always said — and so is a default that
    says something itself, as the templates write it: "each player sacrifices a creature"
    (PlayerSacrifices' filter is a creature by default) is read back in words from this data,
    and a filter left out would say "permanent"."""
    if isinstance(value, CreateToken) and (name := _predefined(value)) is not None:
        return {**plain(value.model_copy(update={"token": _PLACEHOLDER})), "token": name}
    if isinstance(value, BaseModel):
        out: dict[str, Any] = {}
        for name, key, default, always in _fields(type(value)):
            found = getattr(value, name)
            if always or found != default:
                out[key] = plain(found)
        return out
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    return value


@cache
def _fields(model: type[BaseModel]) -> tuple[tuple[str, str, Any, bool], ...]:
    """A model's fields as `plain` writes them: each one's name, its key in the data, its
    default and whether it is always said (worked out once a model: the lowering's every
    instruction is written so, issue 28: the compile's time)."""
    return tuple(
        (
            name,
            field.alias or name,
            field.default,
            name in ("kind", "op", "count", "event") or _says_something(field.default),
        )
        for name, field in model.model_fields.items()
    )


def _says_something(default: Any) -> bool:
    """Whether a field's default is a model with fields of its own set (a creature filter),
    which data that leaves it out would lose in words."""
    return isinstance(default, BaseModel) and bool(default.model_fields_set)


#: Stands in for a predefined token's definition while the rest of its instruction is dumped.
_PLACEHOLDER = CardDef(name="Token", type_line="Token Artifact")


def _predefined(value: CreateToken) -> str | None:
    """The name of the predefined token (111.10) the instruction creates, which the templates
    write by name, or None for a token the text describes."""
    for name in predefined_token_names():
        if value.token.name in (name, f"{name} Token") and CreateToken.model_validate(
            {"token": name}
        ) == value.model_copy(
            update={
                "count": 1,
                "tapped": False,
                "player": "you",
                "target": None,
                "attached_to": None,
                "equip_it": False,
            }
        ):
            return name
    return None


def _tree(line: TextLine, selves: tuple[str, ...], *, spell: bool) -> Line | None:
    """The line's tree when it may lower. A label its own reminder text names ("Power-up — …
    (Activate each power-up ability only once …)") is a keyword, whatever CR the project
    ships says (207.2d: a flavor word has no rules meaning and no reminder of its own), read
    only when a mechanic reads its label (`lowering.registry.keyword_label`: exhaust's)."""
    if not may_lower(line.bare):
        return None
    parsed = parse_line(line.printed, selves, spell=spell)
    found = parsed.tree
    if found is not None and found.label and label_for(" ".join(found.label[:-1])) is None:
        reminder = " ".join(t.text for t in parsed.tokens if t.kind is Kind.REMINDER).lower()
        if " ".join(found.label[:-1]).lower() in reminder:
            return None
    return found


def read_line(line: TextLine, selves: tuple[str, ...]) -> tuple[str, dict[str, Any]] | None:
    """A permanent's unread line as one ability by the grammar: its template and its data.

    A line that calls its card "this spell" ("This spell has cascade as long as …") is an
    ability that works while the card is a spell on the stack (113.6b), where the lowering's
    abilities of a permanent don't: it stays unread rather than read as a permanent's — except
    "When you cast this spell, …", a cast trigger (601.2i, 603.2), which the engine's trigger
    scanner sees on the stack as the templates' own reading of it."""
    printed = line.printed.lower()
    if "this spell" in printed.removeprefix("when you cast this spell, "):
        return None
    tree = _tree(line, selves, spell=False)
    found = None if tree is None else lower_ability(tree)
    if found is None:
        return None
    return f"grammar: {found.kind}", plain(found)


def read_spell(lines: Sequence[TextLine], selves: tuple[str, ...]) -> dict[str, Any] | None:
    """An instant's or sorcery's unread lines as its targets and instructions."""
    trees: list[Line] = []
    for line in lines:
        tree = _tree(line, selves, spell=True)
        if tree is None:
            # One line unread leaves the whole spell unread (608.2c): the lines after it aren't
            # parsed only to be dropped (issue 28: the compile's time).
            return None
        trees.append(tree)
    found = lower_spell(trees)
    if found is None:
        return None
    return {"targets": plain(found.targets), "effects": plain(found.effects)}
