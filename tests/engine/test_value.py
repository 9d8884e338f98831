"""``@value`` classes build, compare, hash, order and print like ``dataclass(frozen=True)``."""

from __future__ import annotations

import dataclasses
import inspect
import sys
import typing
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.engine import SOCHI, Contract, Deal, Entry
from app.engine.model import Column
from app.engine.value import value


@value(order=True)
class Pair:
    """A @value class with a default and a factory."""

    a: int
    b: Any = None
    c: list[int] = dataclasses.field(default_factory=list)


@dataclasses.dataclass(frozen=True, order=True)
class Twin:
    """The same fields as :class:`Pair`, made by ``dataclass`` itself."""

    a: int
    b: Any = None
    c: list[int] = dataclasses.field(default_factory=list)


def _repr_of_twin(twin: Twin) -> str:
    return repr(twin).replace("Twin(", "Pair(", 1)


values = st.integers(-3, 3)
others = st.one_of(st.none(), st.integers(-3, 3), st.text(max_size=2))


@given(values, others, values, others)
def test_same_equality_order_and_repr_as_dataclass(a: int, b: Any, x: int, y: Any) -> None:
    p, q = Pair(a, b), Pair(x, y)
    t, u = Twin(a, b), Twin(x, y)
    assert (p == q) is (t == u)
    assert (p != q) is (t != u)
    assert repr(p) == _repr_of_twin(t)
    if isinstance(b, int) and isinstance(y, int):
        assert (p < q, p <= q, p > q, p >= q) == (t < u, t <= u, t > u, t >= u)
    assert Pair(a, b, [1]) != Pair(a, b, [2])


@given(values, st.one_of(st.integers(), st.text(max_size=3)))
def test_same_hash_as_dataclass(a: int, b: Any) -> None:
    # Both hash the tuple of fields; lists are unhashable in either.
    assert hash(Pair(a, b, ())) == hash(Twin(a, b, ())) == hash((a, b, ()))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        hash(Pair(a, b))


def test_other_classes_are_not_equal_nor_ordered() -> None:
    assert Pair(1) != Twin(1)
    assert Pair(1).__eq__(Twin(1)) is NotImplemented
    assert Pair(1).__lt__(1) is NotImplemented
    with pytest.raises(TypeError):
        assert Pair(1) < Twin(2)  # type: ignore[operator]


def test_frozen_and_dataclass_tools() -> None:
    p = Pair(1, 2)
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'a'"):
        p.a = 3  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del p.b  # type: ignore[misc]
    assert dataclasses.replace(p, b=5) == Pair(1, 5)
    assert [f.name for f in dataclasses.fields(Pair)] == ["a", "b", "c"]
    assert Pair.__match_args__ == ("a", "b", "c")
    assert Pair(1).c == [] and Pair(1).c is not Pair(1).c


def test_recursive_repr_is_guarded() -> None:
    inner: list[Any] = []
    p = Pair(1, inner)
    inner.append(p)
    assert repr(p) == "Pair(a=1, b=[...], c=[])"


def test_engine_values() -> None:
    entry = Entry("Анна", Column.POOL, 2, 1, "game_made")
    assert repr(entry) == (
        "Entry(player='Анна', column=<Column.POOL: 'pool'>, amount=2, event=1, "
        "rule='game_made', on=None)"
    )
    assert hash(entry) == hash(("Анна", Column.POOL, 2, 1, "game_made", None))
    assert Contract.parse("7h") < Contract.parse("8s")
    assert sorted([Contract.parse("9nt"), Contract.parse("6c")])[0].code == "6c"
    assert Deal("A", Contract.parse("6s")) == Deal("A", Contract.parse("6s"), {}, {})
    assert hash(SOCHI) == hash(dataclasses.astuple(SOCHI))


def test_a_class_defining_the_methods_is_refused() -> None:
    with pytest.raises(TypeError, match="defines __eq__"):

        @value
        class Bad:
            a: int

            def __eq__(self, other: object) -> bool:
                return True


def _mixed(make: Any, name: str) -> Any:
    """A class with every kind of field ``@value`` builds an ``__init__`` for, made by ``make``
    (a fresh body each time: ``dataclass`` consumes the ``field()`` objects)."""

    class Mixed:
        a: int
        b: str = "b"
        c: list[int] = dataclasses.field(default_factory=lambda: [1])
        d: dict[str, int] = dataclasses.field(default_factory=dict, init=False)
        e: int = dataclasses.field(default=5, init=False)
        f: int = dataclasses.field(default=0, kw_only=True)
        g: int = dataclasses.field(default=1, kw_only=True, repr=False, compare=False)

        def __post_init__(self) -> None:
            if self.a < 0:
                raise ValueError("negative")

    Mixed.__name__ = Mixed.__qualname__ = name
    return make(Mixed)


Mixed = _mixed(value, "Mixed")
MixedTwin = _mixed(dataclasses.dataclass(frozen=True), "MixedTwin")


def test_init_has_the_dataclass_signature() -> None:
    for ours, theirs in ((Mixed, MixedTwin), (Pair, Twin)):
        assert str(inspect.signature(ours)) == str(inspect.signature(theirs))
        assert ours.__init__.__annotations__ == theirs.__init__.__annotations__


@given(st.integers(0, 3), st.text(max_size=2), st.integers(), st.integers())
def test_init_sets_the_same_fields_as_dataclass(a: int, b: str, f: int, g: int) -> None:
    ours, theirs = Mixed(a, b, f=f, g=g), MixedTwin(a, b, f=f, g=g)
    assert dataclasses.asdict(ours) == dataclasses.asdict(theirs)
    assert repr(ours) == repr(theirs).replace("MixedTwin(", "Mixed(", 1)
    assert ours == Mixed(a, b, f=f, g=g + 1)  # g is not compared
    assert Mixed(a).c is not Mixed(a).c and Mixed(a).d is not Mixed(a).d


def test_init_refuses_what_dataclass_refuses() -> None:
    for cls in (Mixed, MixedTwin):
        with pytest.raises(ValueError, match="negative"):
            cls(-1)  # __post_init__ runs
        with pytest.raises(TypeError):
            cls()  # type: ignore[call-arg]
        with pytest.raises(TypeError):
            cls(1, "b", [], 2)  # type: ignore[call-arg, misc]  # f is keyword-only
        with pytest.raises(TypeError):
            cls(1, d={})  # type: ignore[call-arg]  # d is not a parameter
    with pytest.raises(TypeError, match="non-default argument 'b' follows default argument"):

        @value
        class Unordered:
            a: int = 0
            b: int  # type: ignore[misc]


def test_frozen_like_dataclass() -> None:
    m = Mixed(1)
    for target in (m, MixedTwin(1)):
        with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'x'"):
            target.x = 1  # type: ignore[attr-defined]
        with pytest.raises(dataclasses.FrozenInstanceError, match="cannot delete field 'a'"):
            del target.a  # type: ignore[misc]
    assert dataclasses.replace(m, a=2, f=3) == Mixed(2, f=3)


def test_init_var_is_refused() -> None:
    with pytest.raises(TypeError, match="InitVar and ClassVar are not supported"):

        @value
        class WithInitVar:
            a: int
            b: dataclasses.InitVar[int]


def test_init_type_hints_resolve_in_the_class_module() -> None:
    # __init__'s globals are the module's, as a dataclass's are: string annotations resolve.
    assert typing.get_type_hints(Deal.__init__)["contract"] is Contract
    assert typing.get_type_hints(Mixed.__init__) == typing.get_type_hints(MixedTwin.__init__)
    assert list(Mixed.__init__.__annotations__) == list(MixedTwin.__init__.__annotations__)
    assert "__dataclass_set__" not in vars(sys.modules[__name__])  # nothing leaked


def test_a_field_named_self() -> None:
    @value
    class Odd:
        self: int
        other: int = 2

    assert (Odd(1).self, Odd(self=3).other) == (1, 2)


def test_own_ordering_with_order_is_refused() -> None:
    with pytest.raises(TypeError, match="defines __lt__"):

        @value(order=True)
        class Ordered:
            a: int

            def __lt__(self, other: object) -> bool:
                return True
