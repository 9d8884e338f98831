"""``@value``: a frozen dataclass that compiles one method (``__init__``) instead of six.

``dataclass(frozen=True)`` compiles ``__init__``, ``__setattr__``, ``__delattr__``, ``__eq__``,
``__hash__`` and ``__repr__`` with one ``exec`` each (ten with ``order``); on CPython 3.11 an
``exec`` costs about 0.2 ms, and the ~34 value classes on the path to the first window paid
about 20 ms of start-up for them (docs/benchmarks.md). ``@value`` lets ``dataclass`` collect the
fields without generating anything, compiles ``__init__`` itself (the same source the dataclass
would write for a frozen class: same signature, defaults, factories and ``__post_init__``), and
installs shared, already-compiled equality, hashing, ordering, repr and frozen
``__setattr__``/``__delattr__`` that behave exactly like the generated ones (same field tuples,
same ``NotImplemented`` for another class, same recursion guard, same ``FrozenInstanceError``).
Two differences remain, on purpose: ``__dataclass_params__`` records ``frozen=False`` (so a
``dataclass(frozen=True)`` cannot inherit from a ``@value`` class; none does), and the class may
not define the methods ``@value`` installs (a dataclass would keep some of them).
"""

from __future__ import annotations

import dataclasses
import reprlib
import sys
from collections.abc import Callable
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform, overload

T = TypeVar("T")


class _Factory:
    """The default of a parameter whose field has a ``default_factory`` (shown as ``<factory>``,
    as in a dataclass's signature)."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


@overload
def value(cls: type[T], /) -> type[T]: ...


@overload
def value(*, order: bool = False) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(frozen_default=True)
def value(cls: type[T] | None = None, /, *, order: bool = False) -> Any:
    """Make ``cls`` a frozen dataclass (``@value`` or ``@value(order=True)``)."""

    def wrap(cls: type[T]) -> type[T]:
        own = ("__eq__", "__hash__", "__repr__", "__init__", "__setattr__", "__delattr__")
        for name in own + (("__lt__", "__le__", "__gt__", "__ge__") if order else ()):
            if name in cls.__dict__:
                # dataclass would keep a hand-written one (and refuse an ordering one).
                raise TypeError(f"@value class {cls.__qualname__} defines {name}")
        # Fields, __match_args__ and defaults only: nothing compiled here.
        plain = dataclasses.dataclass(init=False, eq=False, repr=False)(cls)
        return _install(plain, order)

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
    if len(fields) != len(cls.__dataclass_fields__):  # type: ignore[attr-defined]
        raise TypeError(f"@value class {cls.__qualname__}: InitVar and ClassVar are not supported")
    compared = _key(tuple(f.name for f in fields if f.compare))
    hashed = _key(tuple(f.name for f in fields if f.hash or (f.hash is None and f.compare)))
    shown = tuple(f.name for f in fields if f.repr)
    names = frozenset(f.name for f in fields)

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

    # As dataclass's frozen methods: a field, or any name on the class itself, is refused.
    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    methods: dict[str, Callable[..., Any]] = {
        "__init__": _init(cls, fields),
        "__eq__": __eq__,
        "__hash__": __hash__,
        "__repr__": __repr__,
        "__setattr__": __setattr__,
        "__delattr__": __delattr__,
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
        method.__qualname__ = f"{cls.__qualname__}.{name}"
        setattr(cls, name, method)
    return cls


def _init(cls: type[Any], fields: tuple[dataclasses.Field[Any], ...]) -> Callable[..., None]:
    """``__init__`` of a frozen dataclass with these fields, compiled with one ``exec``.

    The source is what ``dataclasses`` writes for ``frozen=True``: parameters in field order
    (keyword-only ones after ``*``), a factory's parameter defaulting to a sentinel, each field
    set with ``object.__setattr__``, then ``__post_init__()`` when the class has one.
    """
    # Names the body uses, passed to an outer function as dataclasses does, so that __init__'s
    # globals are its class's module (type hints resolve there) and nothing leaks into them.
    namespace: dict[str, Any] = {
        "__dataclass_set__": object.__setattr__,
        "__dataclass_factory__": _FACTORY,
    }
    self_name = "__dataclass_self__" if "self" in {f.name for f in fields} else "self"
    positional: list[str] = []
    keyword: list[str] = []
    body: list[str] = []
    seen_default = False
    for f in fields:
        default = f"__dataclass_default_{f.name}__"
        if f.default_factory is not dataclasses.MISSING:
            namespace[default] = f.default_factory
            if f.init:
                param = f"{f.name}=__dataclass_factory__"
                assigned = f"{default}() if {f.name} is __dataclass_factory__ else {f.name}"
            else:
                param, assigned = "", f"{default}()"
        elif f.init:
            param, assigned = f.name, f.name
            if f.default is not dataclasses.MISSING:
                namespace[default] = f.default
                param = f"{f.name}={default}"
        else:
            continue  # not a parameter and no factory: the class attribute holds the default
        if param and f.kw_only:
            keyword.append(param)
        elif param:
            if "=" in param:
                seen_default = True
            elif seen_default:
                raise TypeError(f"non-default argument {f.name!r} follows default argument")
            positional.append(param)
        body.append(f"        __dataclass_set__({self_name}, {f.name!r}, {assigned})")
    if hasattr(cls, "__post_init__"):
        body.append(f"        {self_name}.__post_init__()")
    params = ", ".join([self_name, *positional, *(["*", *keyword] if keyword else [])])
    source = (
        f"def __create_fn__({', '.join(namespace)}):\n"
        f"    def __init__({params}) -> None:\n"
        + ("\n".join(body) or "        pass")
        + "\n    return __init__\n"
    )
    module = sys.modules.get(cls.__module__)
    module_globals = module.__dict__ if module is not None else {}
    created: dict[str, Any] = {}
    exec(source, module_globals, created)  # our own source, built from field names only
    init: Callable[..., None] = created["__create_fn__"](**namespace)
    # In parameter order, as dataclass annotates them: positional, then keyword-only.
    init.__annotations__ = {
        **{f.name: f.type for f in fields if f.init and not f.kw_only},
        **{f.name: f.type for f in fields if f.init and f.kw_only},
        "return": None,
    }
    return init


def _comparison(
    name: str, test: Callable[[Any, Any], Any], key: Callable[[Any], tuple[Any, ...]]
) -> Callable[[Any, Any], Any]:
    def compare(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return test(key(self), key(other))
        return NotImplemented

    compare.__name__ = name
    return compare
