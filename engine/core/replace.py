"""`replace(obj, **changes)`: a dataclass's copy with some fields changed — `dataclasses.replace`,
made for the engine's hot path.

Every change to the game is a new `GameState`, `GameObject`, `Player` … made by `replace` (state is
immutable), so a run of a few hundred steps makes thousands of copies. `dataclasses.replace` walks
the class's field metadata and calls its `__init__` with every field by keyword on each call, 9 µs a
copy of a `GameState`; this one takes 5 µs, and a run of twenty-odd Lightning Bolts
(`tests/test_explorer.py`'s `bolts`) a third less CPU (issue 27 §6: the test lanes' time). It
writes, once per class, a function that sets each field of a new object straight from the old object
or from the changes, as the dataclass's own generated `__init__` sets them (`object.__setattr__`,
which a frozen class's fields need).

The result is the one `dataclasses.replace` gives: every field given to `__init__` copied unless
changed; a field declared `init=False` made again from its default or default factory (so a
`GameState`'s derived-value cache starts empty), and refused as a change; any other name
refused. A class with `__post_init__`, an `InitVar` or a `__new__` of its own (an exception, as
`NeedChoice` is) is handed to `dataclasses.replace` itself. To mypy this is `dataclasses.replace`,
whose plugin checks each change's name and type against the fields.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

T = TypeVar("T")

#: What a class that makes its instances as any object does has for `__new__`.
_PLAIN_NEW: object = object.__new__

#: The copier of each class seen so far.
_COPIERS: dict[type, Callable[..., Any]] = {}


def _copier(cls: type) -> Callable[..., Any]:
    """The function that copies an instance of `cls` with `changes`, written for its fields."""
    fields = dataclasses.fields(cls)
    init_names = [f.name for f in fields if f.init]
    if (
        hasattr(cls, "__post_init__")
        or _init_parameters(cls) != init_names  # an InitVar, or an __init__ of its own
        or cls.__new__ is not _PLAIN_NEW  # an exception's, a tuple's …
    ):
        return dataclasses.replace
    scope: dict[str, Any] = {
        "_new": object.__new__,
        "_set": object.__setattr__,
        "_cls": cls,
        "_settable": frozenset(init_names),
        "_fixed": frozenset(f.name for f in fields if not f.init),
    }
    lines = [
        "def copy(obj, /, **changes):",
        "    if not _settable.issuperset(changes):",
        "        _refuse(_cls, changes, _settable, _fixed)",
        "    new = _new(_cls)",
    ]
    for n, f in enumerate(fields):
        if f.init:
            lines.append(
                f"    _set(new, {f.name!r}, "
                f"changes[{f.name!r}] if {f.name!r} in changes else obj.{f.name})"
            )
        elif f.default_factory is not dataclasses.MISSING:
            scope[f"_factory{n}"] = f.default_factory
            lines.append(f"    _set(new, {f.name!r}, _factory{n}())")
        elif f.default is not dataclasses.MISSING:
            scope[f"_default{n}"] = f.default
            lines.append(f"    _set(new, {f.name!r}, _default{n})")
    lines.append("    return new")
    scope["_refuse"] = _refuse
    exec("\n".join(lines), scope)  # noqa: S102 - our own code, from the class's field names
    copier: Callable[..., Any] = scope["copy"]
    return copier


def _init_parameters(cls: type) -> list[str]:
    """The names `cls.__init__` takes (an `InitVar` is one, though not a field)."""
    return list(inspect.signature(cls).parameters)


def _refuse(
    cls: type, changes: dict[str, Any], settable: frozenset[str], fixed: frozenset[str]
) -> None:
    """Raise what `dataclasses.replace` raises for a change it can't make."""
    for name in changes:
        if name in fixed:
            raise ValueError(
                f"field {name} is declared with init=False, it cannot be specified with replace()"
            )
        if name not in settable:
            raise TypeError(
                f"{cls.__qualname__}.__init__() got an unexpected keyword argument {name!r}"
            )


def fast_replace(obj: T, /, **changes: Any) -> T:
    """`obj` with `changes`, as `dataclasses.replace(obj, **changes)` makes it."""
    cls = type(obj)
    copier = _COPIERS.get(cls)
    if copier is None:
        copier = _COPIERS[cls] = _copier(cls)
    copied: T = copier(obj, **changes)
    return copied


if TYPE_CHECKING:
    from dataclasses import replace as replace
else:
    replace = fast_replace
