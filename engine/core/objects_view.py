"""Data derived from one mapping of a state's objects, shared by the states that hold it.

The state (`engine.core.state`) keeps one `ObjectsView` beside its objects; it is generic in the
object type so that it needs nothing from the state module.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, Protocol, TypeVar

from engine.core.primitives import ObjectId


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
    - `groups`: the objects by a per-object key, each numbered in the mapping's order
      (`GameState.groups`), objects whose key is None left out, so that a look-up by name or
      by what an object has reads only the objects it is about;
      all three carried over by `GameState.with_object` / `without_object` with the one changed
      object accounted for, so a long game doesn't recompute them over all objects at each step.

    Functions that key tallies and memos must be module-level (their identity is the key) and
    depend on the object alone.
    """

    __slots__ = ("data", "groups", "memos", "objects", "tallies")

    def __init__(
        self,
        objects: dict[ObjectId, Obj],
        tallies: dict[Callable[[Obj], int], int] | None = None,
        memos: dict[Callable[[Obj], object], dict[ObjectId, object]] | None = None,
        groups: dict[Callable[[Obj], Hashable | None], Groups] | None = None,
    ) -> None:
        self.objects = objects
        #: Each value is what its key's `compute` returned (`GameState.derived`).
        self.data: dict[str, object] = {}
        self.tallies = tallies if tallies is not None else {}
        self.memos = memos if memos is not None else {}
        self.groups = groups if groups is not None else {}

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
        groups = {
            fn: _regrouped(grouped, fn, objects, old, new) for fn, grouped in self.groups.items()
        }
        return ObjectsView(objects, tallies, memos, groups)


#: Objects by key: for each key, the ids of the objects that have it, in the objects' order,
#: each with its place among them (1 for the first).
Groups = dict[Hashable, dict[ObjectId, int]]


def grouped(objects: dict[ObjectId, Obj], fn: Callable[[Obj], Hashable | None]) -> Groups:
    """The objects of `objects` by `fn`'s key (None: in no group)."""
    out: Groups = {}
    for obj in objects.values():
        key = fn(obj)
        if key is not None:
            group = out.setdefault(key, {})
            group[obj.id] = len(group) + 1
    return out


def _regrouped(
    groups: Groups,
    fn: Callable[[Obj], Hashable | None],
    objects: dict[ObjectId, Obj],
    old: Obj | None,
    new: Obj | None,
) -> Groups:
    """`groups` with `old` replaced by `new`: shared as it is when the key didn't change (most
    changes: an object moving or tapping keeps its name), else only the groups it left and
    joined are copied."""
    was = fn(old) if old is not None else None
    now = fn(new) if new is not None else None
    if was == now:
        return groups
    out = dict(groups)
    if was is not None and old is not None:
        left = [k for k in groups[was] if k != old.id]
        if left:
            out[was] = {k: i for i, k in enumerate(left, 1)}
        else:
            del out[was]
    if now is not None and new is not None:
        joined = dict(groups.get(now, {}))
        if old is None:
            joined[new.id] = len(joined) + 1  # a new key goes last in the objects, as here
        else:
            # An object already in the mapping took this key: its place is where it stands.
            joined = {o.id: 0 for o in objects.values() if o.id in joined or o.id == new.id}
            joined = {k: i for i, k in enumerate(joined, 1)}
        out[now] = joined
    return out
