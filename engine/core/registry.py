"""Registries: what a mechanic contributes (its compiler readers, its words, its trigger matchers,
its instruction handlers) is registered under a key by the mechanic itself, never listed by hand
elsewhere, and a key registered twice is refused — two mechanics claiming one trigger event or
one instruction would otherwise leave the later one silently in charge.

`discover` finds the mechanic packages (`engine/mechanics/<name>/`) so their parts register
themselves; nothing names them one by one.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, ItemsView, Iterator, KeysView, Mapping, ValuesView
from types import ModuleType
from typing import TypeVar, overload

K = TypeVar("K")
V = TypeVar("V")
F = TypeVar("F", bound=Callable[..., object])
T = TypeVar("T")


class DuplicateRegistration(TypeError):
    """A key registered twice in one registry."""


class Registry(Mapping[K, V]):
    """A mapping filled once per key by `register` (or the `entry` decorator); `what` names the
    registry in the error a second registration of a key raises."""

    __slots__ = ("_entries", "what")

    def __init__(self, what: str) -> None:
        self.what = what
        self._entries: dict[K, V] = {}

    def register(self, key: K, value: V) -> V:
        if key in self._entries:
            raise DuplicateRegistration(
                f"{self.what} {key!r} is registered twice: already {_origin(self._entries[key])},"
                f" now {_origin(value)}"
            )
        self._entries[key] = value
        return value

    def __getitem__(self, key: K) -> V:
        return self._entries[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    # A look-up that misses is the common case (the compiler asks every line's first words of
    # a registry): the dict's own `get` and `in`, not Mapping's, which raise and catch a KeyError.
    @overload
    def get(self, key: K, /) -> V | None: ...

    @overload
    def get(self, key: K, /, default: V | T) -> V | T: ...

    def get(self, key: K, /, default: V | T | None = None) -> V | T | None:
        return self._entries.get(key, default)

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    # The dict's own views, in the same order: Mapping's look each entry up again through
    # `__getitem__`, a Python call an entry, and the compiler walks some registries for every
    # line or face it reads (a mechanic's trigger phrases, a face's sections; issue 28: the
    # compile's time).
    def keys(self) -> KeysView[K]:
        return self._entries.keys()

    def items(self) -> ItemsView[K, V]:
        return self._entries.items()

    def values(self) -> ValuesView[V]:
        return self._entries.values()


def _origin(value: object) -> str:
    """Where a registered value was defined ("engine.mechanics.morph.rules._turned_face_up")."""
    module = getattr(value, "__module__", None)
    name = getattr(value, "__qualname__", None)
    return f"{module}.{name}" if module and name else repr(value)


def decorator(registry: Registry[K, F], key: K) -> Callable[[F], F]:
    """A decorator registering the decorated function in `registry` under `key`."""

    def register(function: F) -> F:
        return registry.register(key, function)

    return register


def discover(package: str, role: str) -> tuple[ModuleType, ...]:
    """Import the module `role` ("reading", "words", "rules") of each subpackage of `package`
    that has one, in the order of their names, so each registers what it contributes. A plain
    module of `package` counts as its own "rules" (the mechanics not yet in a package)."""
    found = importlib.import_module(package)
    imported: list[ModuleType] = []
    for info in sorted(pkgutil.iter_modules(found.__path__), key=lambda m: m.name):
        if info.ispkg:
            parts = {m.name for m in pkgutil.iter_modules([f"{found.__path__[0]}/{info.name}"])}
            if role in parts:
                imported.append(importlib.import_module(f"{package}.{info.name}.{role}"))
        elif role == "rules":
            imported.append(importlib.import_module(f"{package}.{info.name}"))
    return tuple(imported)
