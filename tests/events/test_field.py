"""The field as a fold of its changes (app/events/field.py, docs/events.md §The field changes):
late entry, withdrawal, removal by the threshold and reinstatement, a cut, a substitute, undo,
and the same player typed twice. Hypothesis: no change for the next round, nor its undo, alters
a round already played."""

from __future__ import annotations

from fractions import Fraction as F

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.events.field import (
    Change,
    Field,
    FieldError,
    Status,
    check_cut,
    check_entry,
    check_names,
    check_reinstatement,
    check_substitute,
    check_undo,
    check_withdrawal,
    seat_holders,
    twice,
)

SIX = ("Анна", "Борис", "Вера", "Глеб", "Дина", "Егор")


def test_a_late_entry_plays_from_its_round_and_not_before() -> None:
    field = Field(SIX).record(Change("enter", 2, player="Жанна"))
    assert field.members(1) == SIX
    assert field.members(2) == (*SIX, "Жанна")
    assert field.everyone() == (*SIX, "Жанна")
    assert field.status("Жанна", {}, rounds=2) == Status("entered", 2)


def test_a_withdrawn_player_is_not_seated_from_the_next_round_but_stays_in_the_event() -> None:
    field = Field(SIX).record(Change("withdraw", 3, player="Вера"))
    assert "Вера" in field.members(2)
    assert "Вера" not in field.members(3) and "Вера" in field.everyone()
    assert field.status("Вера", {}, rounds=2) == Status("withdrawn", 3)
    assert field.status("Вера", {}, rounds=1) == Status("playing")  # round 3 is not next yet


def test_a_withdrawn_player_may_come_back_under_the_same_spelling() -> None:
    field = Field(SIX).record(Change("withdraw", 2, player="Вера"))
    assert check_entry(field, "Вера", 3, {}) == "Вера"
    back = field.record(Change("enter", 3, player="Вера"))
    assert "Вера" not in back.members(2) and "Вера" in back.members(3)


def test_undo_takes_a_change_back_and_the_undo_is_itself_a_record() -> None:
    field = Field(SIX).record(Change("enter", 2, player="Жанна"))
    undo = check_undo(field, 1, started=1)
    assert undo == Change("undo", 2, undoes=1)
    after = field.record(undo)
    assert after.members(2) == SIX and len(after.log) == 2 and after.in_effect() == ()
    with pytest.raises(FieldError) as twice_undone:
        check_undo(after, 1, started=1)
    assert twice_undone.value.code == "change_undone"
    with pytest.raises(FieldError) as undo_of_undo:
        check_undo(after, 2, started=1)
    assert undo_of_undo.value.code == "change_is_undo"


def test_a_change_whose_round_has_started_cannot_be_undone() -> None:
    field = Field(SIX).record(Change("withdraw", 2, player="Вера"))
    with pytest.raises(FieldError) as refused:
        check_undo(field, 1, started=2)
    assert (refused.value.code, refused.value.params) == (
        "change_round_started",
        {"seq": 1, "round": 2},
    )


def test_removal_by_the_threshold_from_the_next_round_and_reinstatement() -> None:
    # docs/events.md §Removal: threshold −1000; Глеб −1040 in round 2 is out from round 3.
    field = Field(SIX)
    whists = {1: {"Глеб": F(-300)}, 2: {"Глеб": F(-1040), "Дина": F(-1000)}}
    removed = field.removals(whists, F(-1000))
    assert removed == {"Глеб": 3, "Дина": 3}  # at the threshold counts too
    assert field.removals(whists, None) == {}
    assert "Глеб" in field.members(2, removed) and "Глеб" not in field.members(3, removed)
    assert field.status("Глеб", removed, rounds=2) == Status("removed", 3)
    check_reinstatement(field, "Глеб", 3, removed)
    back = field.record(Change("reinstate", 3, player="Глеб"))
    assert back.removals(whists, F(-1000)) == {"Дина": 3}
    with pytest.raises(FieldError) as refused:
        check_reinstatement(back, "Анна", 3, {})
    assert refused.value.code == "field_not_removed"


def test_a_cut_keeps_the_top_n_from_the_next_round() -> None:
    order = ("Вера", "Анна", "Егор", "Борис", "Дина", "Глеб")
    finalists = check_cut(Field(SIX), 3, 4, order)
    assert finalists == ("Вера", "Анна", "Егор")
    field = Field(SIX).record(Change("cut", 4, finalists=finalists))
    assert field.members(3) == SIX
    assert field.members(4) == ("Анна", "Вера", "Егор")  # the field's order
    assert field.status("Вера", {}, rounds=3) == Status("finalist", 4)
    assert field.status("Борис", {}, rounds=3) == Status("cut", 4)
    for keep, code in ((2, "field_cut_size"), (6, "field_cut_size")):
        with pytest.raises(FieldError) as refused:
            check_cut(Field(SIX), keep, 4, order)
        assert refused.value.code == code
    with pytest.raises(FieldError) as again:
        check_cut(field, 3, 4, order)
    assert again.value.code == "field_cut"
    with pytest.raises(FieldError) as late:
        check_entry(field, "Жанна", 4, {})
    assert late.value.code == "field_cut"


@pytest.mark.parametrize(
    ("name", "code", "params"),
    [
        ("Анна", "field_already_in", {"player": "Анна", "round": 2}),
        ("анна", "player_twice", {"first": "Анна", "second": "анна"}),
        ("  ", "player_name_empty", {}),
    ],
)
def test_a_late_entry_must_be_new(name: str, code: str, params: dict[str, object]) -> None:
    with pytest.raises(FieldError) as refused:
        check_entry(Field(SIX), name, 2, {})
    assert (refused.value.code, refused.value.params) == (code, params)


def test_only_a_player_of_the_next_round_can_withdraw() -> None:
    field = Field(SIX).record(Change("withdraw", 2, player="Вера"))
    with pytest.raises(FieldError) as refused:
        check_withdrawal(field, "Вера", 2, {})
    assert refused.value.params == {"player": "Вера", "round": 2}


TABLES = (("Анна", "Борис", "Вера"), ("Глеб", "Дина", "Егор"))


def test_a_substitute_takes_a_seat_and_may_be_replaced_in_turn() -> None:
    field = Field(SIX)
    first = check_substitute(
        field, 1, TABLES, Change("substitute", 1, "Анна", "Зоя", table=1, after_deals=4), 6
    )
    assert first == Change("substitute", 1, "Анна", "Зоя", table=1, after_deals=4)
    field = field.record(first)
    assert seat_holders(TABLES, field.substitutions(1)) == [
        ["Зоя", "Борис", "Вера"],
        ["Глеб", "Дина", "Егор"],
    ]
    assert field.everyone() == (*SIX, "Зоя") and field.members(2) == SIX
    assert field.status("Зоя", {}, rounds=1) == Status("substitute")
    # Зоя leaves in turn after deal 8; before deal 4 (her own swap) she cannot.
    for after, ok in ((3, False), (8, True)):
        swap = Change("substitute", 1, "Зоя", "Игорь", table=1, after_deals=after)
        if ok:
            check_substitute(field, 1, TABLES, swap, 9)
        else:
            with pytest.raises(FieldError) as refused:
                check_substitute(field, 1, TABLES, swap, 9)
            assert refused.value.params == {"deals": 3, "first": 4, "last": 9}


@pytest.mark.parametrize(
    ("change", "code"),
    [
        (Change("substitute", 1, "Анна", "Зоя", table=3), "field_no_table"),
        (Change("substitute", 1, "Глеб", "Зоя", table=1), "field_not_at_table"),
        (Change("substitute", 1, "Анна", "Дина", table=1), "field_already_seated"),
        (Change("substitute", 1, "Анна", "ГЛЕБ", table=1), "player_twice"),
        (Change("substitute", 1, "Анна", "Зоя", table=1, after_deals=7), "field_swap_deals"),
    ],
)
def test_a_bad_substitute_is_refused_naming_why(change: Change, code: str) -> None:
    with pytest.raises(FieldError) as refused:
        check_substitute(Field(SIX), 1, TABLES, change, 6)
    assert refused.value.code == code


def test_a_substitute_is_undone_only_while_its_round_is_the_newest() -> None:
    field = Field(SIX).record(Change("substitute", 2, "Анна", "Зоя", table=1, after_deals=4))
    assert check_undo(field, 1, started=2) == Change("undo", 2, undoes=1)
    with pytest.raises(FieldError) as refused:
        check_undo(field, 1, started=3)
    assert refused.value.code == "change_round_over"


@pytest.mark.parametrize(
    ("names", "pair"),
    [
        (["A", "a", "B"], ("A", "a")),
        (["Анна", "Борис", "АННА"], ("Анна", "АННА")),
        # "Ё" composed (NFC) and as Е + combining diaeresis (NFD); a double space.
        (["Пётр", "Пе\u0308тр"], ("Пётр", "Пе\u0308тр")),
        (["Анна  Мария", "анна мария"], ("Анна  Мария", "анна мария")),
        (["Анна", "Борис", "Вера"], None),
    ],
)
def test_the_same_player_typed_twice_is_found_naming_both_spellings(
    names: list[str], pair: tuple[str, str] | None
) -> None:
    assert twice(names) == pair
    if pair is None:
        check_names(names)
    else:
        with pytest.raises(FieldError) as refused:
            check_names(names)
        assert refused.value.params == {"first": pair[0], "second": pair[1]}


def test_a_change_survives_its_json() -> None:
    for change in (
        Change("enter", 2, player="Жанна"),
        Change("substitute", 3, "Анна", "Зоя", table=2, after_deals=5),
        Change("cut", 5, finalists=("Вера", "Анна", "Егор"), carry=False),
        Change("undo", 2, undoes=1),
    ):
        assert Change.from_dict(change.kind, change.to_dict()) == change
    with pytest.raises(ValueError):
        Change.from_dict("enter", {"round": "2"})
    with pytest.raises(ValueError):
        Change.from_dict("promote", {"round": 2})


# -- hypothesis: a change for the next round leaves every round played as it was ---------------

NAMES = [f"P{i:02d}" for i in range(1, 16)]
steps = st.lists(
    st.tuples(st.sampled_from(["play", "enter", "withdraw", "undo"]), st.sampled_from(NAMES)),
    max_size=20,
)


@given(steps)
def test_late_entry_withdrawal_and_undo_leave_past_rounds_unchanged(
    script: list[tuple[str, str]],
) -> None:
    field = Field(tuple(NAMES[:9]))
    past: dict[int, tuple[str, ...]] = {}
    started = 0
    for kind, name in script:
        nxt = started + 1
        try:
            if kind == "play":
                past[nxt] = field.members(nxt)
                started = nxt
                continue
            if kind == "enter":
                change = Change("enter", nxt, player=check_entry(field, name, nxt, {}))
            elif kind == "withdraw":
                check_withdrawal(field, name, nxt, {})
                change = Change("withdraw", nxt, player=name)
            else:
                seqs = [r.seq for r in field.in_effect()]
                if not seqs:
                    continue
                change = check_undo(field, seqs[int(name[1:]) % len(seqs)], started)
        except FieldError:
            continue
        field = field.record(change)
        for number, members in past.items():
            assert field.members(number) == members
