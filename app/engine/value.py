"""``@value``: a frozen dataclass whose ``__eq__``, ``__hash__`` and ``__repr__`` are shared.

``dataclass(frozen=True)`` compiles six methods per class with ``exec`` (ten with ``order``):
for the ~28 value classes on the path to the first window that was 17 ms of start-up
(docs/benchmarks.md). ``@value`` lets ``dataclass`` compile only ``__init__`` and the frozen
``__setattr__`` / ``__delattr__`` and installs generic equality, hashing, ordering and repr that
behave exactly like the generated ones (same field tuples, same ``NotImplemented`` for another
class, same recursion guard), so values compare, hash and print as before.
"""

from __future__ import annotations

import dataclasses
import reprlib
from collections.abc import Callable
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform, overload

T = TypeVar("T")


@overload
def value(cls: type[T], /) -> type[T]: ...


@overload
def value(*, order: bool = False) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(frozen_default=True)
def value(cls: type[T] | None = None, /, *, order: bool = False) -> Any:
    """Make ``cls`` a frozen dataclass (``@value`` or ``@value(order=True)``)."""

    def wrap(cls: type[T]) -> type[T]:
        return _install(dataclasses.dataclass(frozen=True, eq=False, repr=False)(cls), order)

    return wrap if cls is None else wrap(cls)


def _key(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """The tuple of ``names`` of an object, as the generated methods build it."""
    if len(names) >= 2:
        return attrgetter(*names)
    if len(names) == 1:
        (name,) = names
        return lambda obj: (getattr(obj, name),)
    return lambda obj: ()


def _install(cls: type[T], order: bool) -> type[T]:
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    compared = _key(tuple(f.name for f in fields if f.compare))
    hashed = _key(tuple(f.name for f in fields if f.hash or (f.hash is None and f.compare)))
    shown = tuple(f.name for f in fields if f.repr)

    def __eq__(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return compared(self) == compared(other)
        return NotImplemented

    def __hash__(self: Any) -> int:
        return hash(hashed(self))

    @reprlib.recursive_repr()
    def __repr__(self: Any) -> str:
        body = ", ".join(f"{name}={getattr(self, name)!r}" for name in shown)
        return f"{self.__class__.__qualname__}({body})"

    methods: dict[str, Callable[..., Any]] = {
        "__eq__": __eq__,
        "__hash__": __hash__,
        "__repr__": __repr__,
    }
    if order:
        for name, test in (
            ("__lt__", lambda a, b: a < b),
            ("__le__", lambda a, b: a <= b),
            ("__gt__", lambda a, b: a > b),
            ("__ge__", lambda a, b: a >= b),
        ):
            methods[name] = _comparison(name, test, compared)
    for name, method in methods.items():
        if name in cls.__dict__:
            # dataclass would keep a hand-written one (and refuse an ordering one): not needed.
            raise TypeError(f"@value class {cls.__qualname__} defines {name}")
        method.__qualname__ = f"{cls.__qualname__}.{name}"
        setattr(cls, name, method)
    return cls


def _comparison(
    name: str, test: Callable[[Any, Any], Any], key: Callable[[Any], tuple[Any, ...]]
) -> Callable[[Any, Any], Any]:
    def compare(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return test(key(self), key(other))
        return NotImplemented

    compare.__name__ = name
    return compare
