"""How a deal ended and what happened at the table, in a player's words: «7♥, сыграна», «мизер
не сыгран, 1 взятка», «Вика: подсмотр прикупа — гора +4», «было … → стало …».

Said without declining the player's name (the name stands before a dash or a colon) and with
the Russian numeral agreement of «взятка» (1 взятка, 2 взятки, 5 взяток, 11 взяток, 21 взятка).
The outcome codes come from ``app.services.deal_outcome`` (made, down n, misère made/caught).
The deal texts live in ui/i18n.py; the history's lines (issue 32, item 3) and the printed
sheet's notes are put into words here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.engine import Column, Entry
from app.services import Label
from ui.i18n import label_text, outcome_text, penalty_title, tricks_text
from ui.sheet.numbers import sheet_number

__all__ = [
    "corrected_text",
    "entry_short",
    "incident_text",
    "outcome_text",
    "sentence",
    "story_text",
    "tricks_text",
    "undone_line_text",
    "version_text",
]


def sentence(text: str) -> str:
    """A row that reads like a sentence: its first letter capitalised (the rest unchanged)."""
    return text[:1].upper() + text[1:]


def entry_short(entry: Entry, who: str | None = None) -> str:
    """What an entry wrote, short: «гора +4», «висты на Борю +2»; another player than ``who``
    is named first: «Боря: пуля −2»."""
    amount = sheet_number(entry.amount, signed=True)
    if entry.column is Column.WHISTS:
        what = QCoreApplication.translate("Story", "whists on {on} {amount}").format(
            on=entry.on, amount=amount
        )
    elif entry.column is Column.POOL:
        what = QCoreApplication.translate("Story", "pool {amount}").format(amount=amount)
    else:
        what = QCoreApplication.translate("Story", "mountain {amount}").format(amount=amount)
    if entry.player == who:
        return what
    return QCoreApplication.translate("Story", "{player}: {what}").format(
        player=entry.player, what=what
    )


def incident_text(params: Mapping[str, Any], entries: Sequence[Entry]) -> str:
    """An incident as a line: who, the rule in words, what it wrote — «Вика: подсмотр
    прикупа — гора +4»; one that carries a deal names it as the sheet counts it."""
    rule = str(params.get("rule", ""))
    title = penalty_title(rule) or rule
    who = params.get("who")
    who = who if isinstance(who, str) else None
    what = "; ".join(entry_short(e, who) for e in entries)
    if who is not None:
        line = (
            QCoreApplication.translate("Story", "{who}: {title} — {what}").format(
                who=who, title=title, what=what
            )
            if what
            else QCoreApplication.translate("Story", "{who}: {title}").format(who=who, title=title)
        )
    else:
        line = (
            QCoreApplication.translate("Story", "incident: {title} — {what}").format(
                title=title, what=what
            )
            if what
            else QCoreApplication.translate("Story", "incident: {title}").format(title=title)
        )
    number = params.get("number")
    if number is not None:
        return QCoreApplication.translate("Story", "deal {number}: {line}").format(
            number=number, line=line
        )
    return line


def story_text(code: str, params: Mapping[str, Any], entries: Sequence[Entry] = ()) -> str:
    """A fact at the table or a marker as the history's line says it (``entries``: what it
    writes now, for an incident's line)."""
    if code == "incident":
        return incident_text(params, entries)
    return label_text(code, params)


def version_text(params: Mapping[str, Any], code: str) -> str:
    """One version of a corrected fact: «Анна — 7♥, без 1», «распасы», «ручная запись»."""
    if code == "raspasy":
        return QCoreApplication.translate("Story", "raspasy")
    if code == "entry":
        return QCoreApplication.translate("Story", "manual entry for {player}").format(
            player=params.get("player", "")
        )
    if code == "deal" and params.get("result") is not None:
        outcome = outcome_text(
            str(params["contract"]), str(params["result"]), int(params.get("result_n", 0))
        )
        return QCoreApplication.translate("Story", "{declarer} — {outcome}").format(
            declarer=params["declarer"], outcome=outcome
        )
    return label_text(code, params)


def corrected_text(original: Label, current: Label) -> str:
    """A corrected fact's line, saying what changed: «раздача 5 исправлена: было Анна — 7♥,
    без 1 → стало Анна — 7♥, сыграна»."""
    params = dict(current.params)
    code = str(params.pop("target_code", original.code))
    before = version_text(original.params, original.code)
    after = version_text(params, code)
    number = params.get("number", original.params.get("number"))
    if code == "entry":  # its amounts are in the tooltip, as a manual entry's are
        return QCoreApplication.translate("Story", "manual entry for {player}, corrected").format(
            player=params.get("player", "")
        )
    if number is None:
        return QCoreApplication.translate("Story", "corrected: was {before} → now {after}").format(
            before=before, after=after
        )
    return QCoreApplication.translate(
        "Story", "deal {number} corrected: was {before} → now {after}"
    ).format(number=number, before=before, after=after)


def undone_line_text(text: str) -> str:
    """A struck-through line as a screen reader says it (it hears no strike-through)."""
    return QCoreApplication.translate("Story", "{line} (undone)").format(line=text)
