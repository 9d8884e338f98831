"""Invariants of the phones' inputs and tokens (hypothesis): no form a phone can send makes the
reader fail other than by refusing it, and tokens are distinct and found only by themselves."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.errors import EngineError
from app.engine.events import Deal, Raspasy
from app.engine.rules import preset_rules
from app.phones.deal_form import BadForm, read_form
from app.phones.tokens import TokenBook, looks_like_token

ACTIVE = ("Anna", "Boris", "Vera")
RULES = preset_rules("sochi")
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-20, 20) | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
forms = st.fixed_dictionaries(
    {},
    optional={
        "contract": st.sampled_from(["7п", "6бк", "мизер", "распасы", "10h", "", "11s"])
        | st.text(max_size=10),
        "declarer": st.sampled_from([*ACTIVE, None, "Mallory"]) | json_values,
        "calls": st.dictionaries(
            st.sampled_from([*ACTIVE, "x"]), st.sampled_from(["pass", "whist", "half", "?"])
        )
        | json_values,
        "tricks": st.dictionaries(st.sampled_from([*ACTIVE, "x"]), st.integers(-2, 12))
        | json_values,
    },
)


@settings(max_examples=400, deadline=None)
@given(forms)
def test_a_form_is_read_or_refused_never_a_crash(form: dict) -> None:
    json.dumps(form)  # a form a page could send
    try:
        event, shape, problem = read_form(form, ACTIVE, RULES)
    except BadForm:
        return
    assert (event is None) == (problem is not None)
    if problem is not None:
        assert isinstance(problem, EngineError)
    else:
        assert isinstance(event, Deal | Raspasy)
        assert set(shape.tricks) <= set(ACTIVE)
        assert all(0 <= n <= 10 for n in shape.tricks.values())


@settings(max_examples=50, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 5), st.integers(1, 9), st.integers(1, 12)), max_size=30))
def test_tokens_are_distinct_and_find_only_their_grant(seats: list) -> None:
    book = TokenBook()
    tokens = {seat: book.table_token(*seat) for seat in seats}
    assert len(set(tokens.values())) == len(set(seats))
    for (event, number, table), token in tokens.items():
        assert looks_like_token(token) and len(token) >= 22
        grant = book.verify(token)
        assert grant is not None and (grant.event_id, grant.round, grant.table) == (
            event,
            number,
            table,
        )
        assert book.verify(token[:-1] + ("A" if token[-1] != "A" else "B")) is None
