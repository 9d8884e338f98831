"""The roster log's fold (app/roster/actions.py): names, hidden players, game changes, undo/redo."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.roster.actions import RosterLogInvalid, RosterRecord, fold

T = "2026-11-30T21:00:00+00:00"


def log(*actions: tuple[str, dict[str, Any]]) -> list[RosterRecord]:
    return [RosterRecord(seq, kind, payload, T) for seq, (kind, payload) in enumerate(actions, 1)]


def rename(old: str, new: str, *stored: str) -> tuple[str, dict[str, Any]]:
    """Renames ``old`` to ``new``; ``stored``: the stored names going by ``old`` (default it)."""
    return ("rename_player", {"from": old, "to": new, "stored": list(stored or [old])})


@pytest.mark.parametrize(
    ("actions", "expected"),
    [
        ([rename("Вика", "Виктория")], {"Вика": "Виктория"}),
        # A chain: everyone called Вика (stored so) follows each rename.
        (
            [rename("Вика", "Виктория"), rename("Виктория", "Вика П.", "Вика", "Виктория")],
            {"Вика": "Вика П.", "Виктория": "Вика П."},
        ),
        # Renamed back: the stored name is its own name again (no alias left).
        ([rename("Anna", "Anya"), rename("Anya", "Anna", "Anna")], {}),
        # A merge is a rename onto a name in use: both stored names go by the survivor.
        (
            [rename("Вика", "Виктория"), rename("Боря", "Борис")],
            {"Вика": "Виктория", "Боря": "Борис"},
        ),
        # Someone renamed away from "Anna", then another renamed to "Anna": only they follow.
        (
            [rename("Anna", "Anya"), rename("Ann", "Anna"), rename("Anna", "Annie", "Ann")],
            {"Anna": "Anya", "Ann": "Annie"},
        ),
    ],
)
def test_names_follow_every_rename(
    actions: list[tuple[str, dict[str, Any]]], expected: dict[str, str]
) -> None:
    assert dict(fold(log(*actions)).aliases) == expected


def test_undo_takes_back_the_newest_and_redo_puts_it_back() -> None:
    records = log(
        rename("Вика", "Виктория"),
        ("hide_player", {"name": "Борис"}),
        ("undone", {"target": 2}),
        ("undone", {"target": 1}),
        ("redone", {"target": 1}),
    )
    roster = fold(records)
    assert dict(roster.aliases) == {"Вика": "Виктория"}
    assert roster.hidden == frozenset()
    assert [r.seq for r in roster.done] == [1]
    assert [r.seq for r in roster.redoable] == [2]
    assert roster.last_seq == 5


def test_a_new_action_forgets_what_could_be_redone() -> None:
    roster = fold(
        log(("archive_game", {"game": 3}), ("undone", {"target": 1}), ("delete_game", {"game": 4}))
    )
    assert (roster.archived, roster.deleted, roster.redoable) == (frozenset(), {4}, ())


def test_games_titles_archive_and_deletion() -> None:
    roster = fold(
        log(
            ("rename_game", {"game": 1, "title": "Пятница"}),
            ("archive_game", {"game": 1}),
            ("archive_game", {"game": 2}),
            ("unarchive_game", {"game": 1}),
            ("delete_game", {"game": 2}),
            ("rename_game", {"game": 3, "title": "x"}),
            ("rename_game", {"game": 3, "title": ""}),
        )
    )
    assert (dict(roster.titles), roster.archived, roster.deleted) == ({1: "Пятница"}, {2}, {2})


def test_a_hidden_player_stays_hidden_under_the_new_name() -> None:
    roster = fold(log(("hide_player", {"name": "Вика"}), rename("Вика", "Виктория")))
    assert roster.hidden == {"Виктория"}


def merge(source: str, into: str) -> tuple[str, dict[str, Any]]:
    """Merges ``source`` into ``into`` as the service records it."""
    return ("rename_player", {"from": source, "to": into, "stored": [source], "merge": True})


@pytest.mark.parametrize(
    ("hidden", "expected"),
    [
        # A duplicate hidden, then merged into the real player: the real player stays shown.
        (["Вика"], frozenset()),
        # Merged into someone hidden: the survivor stays as they were (hidden).
        (["Виктория"], {"Виктория"}),
        (["Вика", "Виктория"], {"Виктория"}),
        ([], frozenset()),
    ],
)
def test_a_merge_keeps_the_survivor_as_they_were(hidden: list[str], expected: set[str]) -> None:
    hides = [("hide_player", {"name": name}) for name in hidden]
    roster = fold(log(*hides, merge("Вика", "Виктория")))
    assert roster.hidden == expected
    assert roster.name("Вика") == "Виктория"
    # Undone, everything is as before the merge.
    undone = fold(log(*hides, merge("Вика", "Виктория"), ("undone", {"target": len(hides) + 1})))
    assert (undone.hidden, dict(undone.aliases)) == (frozenset(hidden), {})


@pytest.mark.parametrize(
    "records",
    [
        log(("undone", {"target": 1})),  # nothing to undo
        log(rename("A", "B"), ("undone", {"target": 7})),  # not the newest action
        log(rename("A", "B"), ("redone", {"target": 1})),  # nothing undone
        log(("teleport", {})),
        log(("rename_player", {"from": "A", "to": 5})),
        log(("rename_player", {"from": "A", "to": "B", "stored": ["A"], "merge": "yes"})),
    ],
)
def test_a_log_that_does_not_fit_is_refused(records: list[RosterRecord]) -> None:
    with pytest.raises(RosterLogInvalid):
        fold(records)


STORED = ["Anna", "Boris", "Vera", "Gleb", "Dasha"]
NAMES = st.sampled_from([*STORED, "Anya", "Borya"])


def renames(
    pairs: list[tuple[str, str]],
) -> tuple[list[tuple[str, dict[str, Any]]], dict[str, str]]:
    """Rename records as the service writes them, and what each stored name goes by after
    renaming step by step (the obvious model)."""
    current = {name: name for name in STORED}
    actions = []
    for old, new in pairs:
        stored = [s for s, now in current.items() if now == old]
        if old == new or not stored:
            continue
        actions.append(("rename_player", {"from": old, "to": new, "stored": stored}))
        current = {s: new if now == old else now for s, now in current.items()}
    return actions, current


@given(st.lists(st.tuples(NAMES, NAMES), max_size=12))
def test_undoing_everything_gives_the_empty_roster(pairs: list[tuple[str, str]]) -> None:
    actions, _ = renames(pairs)
    records = log(*actions)
    for step, target in enumerate(reversed(range(1, len(actions) + 1))):
        records.append(RosterRecord(len(actions) + step + 1, "undone", {"target": target}, T))
    roster = fold(records)
    assert (dict(roster.aliases), roster.done) == ({}, ())


@given(st.lists(st.tuples(NAMES, NAMES), max_size=12))
def test_every_stored_name_goes_by_the_name_a_replay_gives(pairs: list[tuple[str, str]]) -> None:
    actions, current = renames(pairs)
    roster = fold(log(*actions))
    assert {stored: roster.name(stored) for stored in STORED} == current
    # Only stored names are aliased: a name renamed away is free for a newcomer.
    assert set(roster.aliases) <= set(STORED)
