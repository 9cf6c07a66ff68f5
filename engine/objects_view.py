"""Data derived from one mapping of a state's objects, shared by the states that hold it.

The state (`engine.state`) keeps one `ObjectsView` beside its objects; it is generic in the
object type so that it needs nothing from the state module.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, Protocol, TypeVar

from engine.basics import ObjectId


class _Identified(Protocol):
    @property
    def id(self) -> ObjectId: ...


Obj = TypeVar("Obj", bound=_Identified)


class ObjectsView(Generic[Obj]):
    """Data derived from one `objects` mapping, shared by every state that holds that mapping.

    A state's `objects` dict is never changed once the state exists (every change makes a new
    dict), so whatever follows from it alone can be computed once and reused by all the states
    that `replace` makes without touching the objects, e.g. every step that only moves the agenda
    along. Three kinds of data:

    - `data`: computed on demand from the whole mapping, once per mapping (`GameState.derived`);
    - `tallies`: sums of a per-object integer over all objects (`GameState.tally`), and
    - `memos`: a per-object value for every object, in the mapping's order (`GameState.memo`);
      both carried over by `GameState.with_object` / `without_object` with the one changed
      object accounted for, so a long game doesn't recompute them over all objects at each step.

    Functions that key tallies and memos must be module-level (their identity is the key) and
    depend on the object alone.
    """

    __slots__ = ("data", "memos", "objects", "tallies")

    def __init__(
        self,
        objects: dict[ObjectId, Obj],
        tallies: dict[Callable[[Obj], int], int] | None = None,
        memos: dict[Callable[[Obj], object], dict[ObjectId, object]] | None = None,
    ) -> None:
        self.objects = objects
        #: Each value is what its key's `compute` returned (`GameState.derived`).
        self.data: dict[str, object] = {}
        self.tallies = tallies if tallies is not None else {}
        self.memos = memos if memos is not None else {}

    def changed(
        self, objects: dict[ObjectId, Obj], old: Obj | None, new: Obj | None
    ) -> ObjectsView[Obj]:
        """The view of `objects`: this view's mapping with `old` replaced by `new` (either None:
        an object added or removed). A new key goes last in both, as it does in a dict."""
        tallies = {}
        for fn, total in self.tallies.items():
            if old is not None:
                total -= fn(old)
            if new is not None:
                total += fn(new)
            tallies[fn] = total
        memos = {}
        for memo_fn, values in self.memos.items():
            values = dict(values)
            if new is not None:
                values[new.id] = memo_fn(new)
            elif old is not None:
                del values[old.id]
            memos[memo_fn] = values
        return ObjectsView(objects, tallies, memos)
