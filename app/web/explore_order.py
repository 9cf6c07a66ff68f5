"""Explorer: the form that orders triggered abilities put on the stack at once (CR 603.3b).

One small position field per trigger, each named by what the trigger says (its source's label
and its words, as the engine puts them), filled in with the order the engine lists them: the
user renumbers them, and the first goes on the stack first, so it resolves last. The page grows
linearly with the triggers (issue 26: a select of every trigger for each place made a page of
116 MB for 1,000 tokens entering under one watcher).

A form holds at most `MAX_ORDER_FIELDS` position fields (the play form carries at most
`explore_play.MAX_FORM_FIELDS`). With more triggers than that, identical ones — the same words
from the same source, which nobody can tell apart and which do the same thing — are listed once,
with how many there are, and go on the stack together (in the engine's order among themselves);
if there are still more kinds than fields, the first `MAX_ORDER_FIELDS` are numbered and the
rest follow them in the order listed. The page says which of these it did.

This module only reads the form against the engine's options; it holds no rules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

#: Most position fields an ordering form holds (under the play form's field cap, with room for
#: its other fields).
MAX_ORDER_FIELDS = 500
#: The prefix of a position field's name; the rest is the id of the (first) trigger it places.
FIELD_PREFIX = "pos-"


class BadOrder(ValueError):
    """A posted order that isn't one position per listed trigger; the message names the field."""


@dataclass(frozen=True, slots=True)
class OrderRow:
    """One line of the form: a trigger, or identical triggers grouped (see the module)."""

    #: What the trigger says ("Watcher's ability (“Whenever …”)").
    label: str
    #: The triggers it stands for, in the engine's order.
    ids: tuple[str, ...]
    #: The place filled in: 1 goes on the stack first.
    position: int
    #: Whether it has a position field (rows past `MAX_ORDER_FIELDS` follow the numbered ones).
    numbered: bool

    @property
    def field(self) -> str:
        """The position field's name (the first trigger's id: a form value, never shown)."""
        return FIELD_PREFIX + self.ids[0]


@dataclass(frozen=True, slots=True)
class OrderForm:
    rows: tuple[OrderRow, ...]
    #: Some identical triggers are listed once, with their count (there were more triggers than
    #: fields).
    grouped: bool

    @property
    def triggers(self) -> int:
        return sum(len(row.ids) for row in self.rows)

    @property
    def numbered(self) -> int:
        """How many rows have a position field (numbered 1 to this)."""
        return sum(1 for row in self.rows if row.numbered)

    @property
    def following(self) -> int:
        """Triggers in rows without a field: they go on the stack after the numbered ones."""
        return sum(len(row.ids) for row in self.rows if not row.numbered)


def order_form(
    options: Sequence[str], words: Mapping[str, str], limit: int | None = None
) -> OrderForm:
    """The form for ordering `options` (trigger ids, in the engine's order), each called by
    `words[id]` (an id is never shown), with at most `limit` (`MAX_ORDER_FIELDS`) fields."""
    limit = MAX_ORDER_FIELDS if limit is None else limit
    labels = [words.get(o) or "a triggered ability" for o in options]
    groups: dict[str, list[str]] = {}
    grouped = len(options) > limit
    if grouped:
        for option, label in zip(options, labels, strict=True):
            groups.setdefault(label, []).append(option)
        kinds = list(groups.items())
    else:
        kinds = [(label, [option]) for option, label in zip(options, labels, strict=True)]
    rows = tuple(
        OrderRow(label, tuple(ids), place, place <= limit)
        for place, (label, ids) in enumerate(kinds, start=1)
    )
    return OrderForm(rows, any(len(row.ids) > 1 for row in rows))


def read_order(form: OrderForm, fields: Mapping[str, list[str]]) -> list[str]:
    """Every trigger id in the order posted: the numbered rows by their positions (each from 1
    to `form.numbered`, each once), then the rest as listed. Raises `BadOrder` naming the field
    (and the trigger) that is missing, out of range, repeated or unknown."""
    numbered = [row for row in form.rows if row.numbered]
    expected = {row.field for row in numbered}
    unknown = sorted(k for k in fields if k.startswith(FIELD_PREFIX) and k not in expected)
    if unknown:
        raise BadOrder(
            f"the form has a position field {unknown[0][:60]!r} for no trigger the game is "
            "waiting to order"
        )
    top = len(numbered)
    taken: dict[int, OrderRow] = {}
    for row in numbered:
        values = fields.get(row.field, [])
        named = f"the position of {row.label[:120]} (field {row.field!r})"
        if len(values) != 1:
            raise BadOrder(f"{named} is {'missing' if not values else 'given more than once'}")
        raw = values[0].strip()
        if not (raw.isascii() and raw.isdigit()) or not 1 <= int(raw) <= top:
            raise BadOrder(f"{named} must be a whole number from 1 to {top}, not {raw[:20]!r}")
        other = taken.get(int(raw))
        if other is not None:
            raise BadOrder(
                f"{named} is {raw}, which {other.label[:120]} (field {other.field!r}) has "
                f"too; give each its own number from 1 to {top}"
            )
        taken[int(raw)] = row
    placed = [taken[n] for n in sorted(taken)]
    rest = [row for row in form.rows if not row.numbered]
    return [o for row in (*placed, *rest) for o in row.ids]
