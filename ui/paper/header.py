"""The printed form's header and result texts: when, who sat where, by which rules, the result.

The texts are built from the game's own data; names of rules options come from
:func:`ui.i18n.option_text`, so the form reads like the new-game dialog.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.engine import Settlement
from app.engine.errors import InvalidRules
from app.engine.rules import OPTION_NAMES, Rules, preset_rules
from app.services import GameView
from ui import i18n


def option_value_text(name: str, value: Any) -> str:
    """An option's value as a player reads it: choices in words, numbers exact, lists with
    commas."""
    if isinstance(value, bool):
        return (
            QCoreApplication.translate("GameForm", "yes")
            if value
            else QCoreApplication.translate("GameForm", "no")
        )
    if isinstance(value, tuple):
        return ", ".join(option_value_text(name, v) for v in value) or "—"
    if isinstance(value, Fraction | int):
        return i18n.number_text(value)
    return i18n.choice_text(name, str(value))


def changed_options(rules: Rules) -> list[tuple[str, str]]:
    """Every option that differs from the game's preset (of the rules' own revision):
    (name, value), in the rules' order."""
    try:
        base = preset_rules(rules.preset, rules.rules_revision)
    except InvalidRules:  # a preset this version does not know: nothing to compare with
        return []
    out = []
    for name in OPTION_NAMES:
        value = getattr(rules, name)
        if value != getattr(base, name):
            out.append((i18n.option_text(name)[0], option_value_text(name, value)))
    return out


def convention_text(rules: Rules) -> str:
    """ "Sochi" or "Sochi (changed: pool size 30; …)".

    The one call site of the print header for the convention: the services' "preset
    (changed: …)" description (issue 11) replaces this when it is on main.
    """
    name = i18n.preset_text(rules.preset)
    changed = changed_options(rules)
    if not changed:
        return name
    items = "; ".join(f"{option} — {value}" for option, value in changed)
    return QCoreApplication.translate("GameForm", "{preset} (changed: {options})").format(
        preset=name, options=items
    )


@dataclasses.dataclass(frozen=True)
class FormHeader:
    """The lines above the sheet."""

    title: str
    lines: tuple[str, ...]


def game_header(view: GameView) -> FormHeader:
    """Date and time, players in seating order, convention, pool size and whist price."""
    rules = view.rules
    started = i18n.time_text(view.created_at)
    if view.finished_at:
        when = QCoreApplication.translate("GameForm", "Played {start} – {end}").format(
            start=started, end=i18n.time_text(view.finished_at)
        )
    else:
        when = QCoreApplication.translate("GameForm", "Started {start}").format(start=started)
    players = QCoreApplication.translate(
        "GameForm", "Players, clockwise: {players}; first dealer {dealer}"
    ).format(players=", ".join(view.players), dealer=view.first_dealer)
    convention = QCoreApplication.translate("GameForm", "Rules: {convention}").format(
        convention=convention_text(rules)
    )
    sizes = QCoreApplication.translate("GameForm", "Pool {size}; a whist costs {price}").format(
        size=rules.pool_size, price=i18n.money_text(rules.whist_price)
    )
    return FormHeader(
        QCoreApplication.translate("GameForm", "Preferans score sheet"),
        (when, players, convention, sizes),
    )


def settlement_status(settlement: Settlement) -> str:
    if settlement.finished:
        return QCoreApplication.translate("GameForm", "Final settlement: the pool is closed.")
    return QCoreApplication.translate(
        "GameForm", "Provisional settlement: the pool is not closed yet."
    )


def result_header() -> list[str]:
    return [
        QCoreApplication.translate("GameForm", "Player"),
        QCoreApplication.translate("GameForm", "Mountain"),
        QCoreApplication.translate("GameForm", "Result, whists"),
        QCoreApplication.translate("GameForm", "Money"),
    ]


def result_rows(settlement: Settlement) -> list[list[str]]:
    """Header row, then one row per player: mountain, result in whists, money."""
    rows = [result_header()]
    for p in settlement.players:
        rows.append(
            [
                p,
                i18n.number_text(settlement.mountains[p]),
                i18n.number_text(settlement.result[p]),
                i18n.money_text(settlement.money[p]),
            ]
        )
    return rows


def payment_header() -> list[str]:
    return [
        QCoreApplication.translate("GameForm", "Who pays"),
        QCoreApplication.translate("GameForm", "To whom"),
        QCoreApplication.translate("GameForm", "Whists"),
        QCoreApplication.translate("GameForm", "Money"),
    ]


def payment_rows(settlement: Settlement) -> list[list[str]]:
    """Header row, then who pays whom: whists and money."""
    rows = [payment_header()]
    for pay in settlement.payments:
        rows.append(
            [pay.payer, pay.payee, i18n.number_text(pay.whists), i18n.money_text(pay.money)]
        )
    return rows


def result_text(view: GameView) -> str:
    """The result as plain text for a group chat: header, results, payments."""
    header = game_header(view)
    s = view.settlement
    lines = [header.title, *header.lines, "", settlement_status(s)]
    for p in s.players:
        lines.append(
            QCoreApplication.translate("GameForm", "{player}: {whists} whists, {money}").format(
                player=p,
                whists=i18n.number_text(s.result[p]),
                money=i18n.money_text(s.money[p]),
            )
        )
    if s.payments:
        lines.append("")
        lines.append(QCoreApplication.translate("GameForm", "Payments:"))
        for pay in s.payments:
            lines.append(
                QCoreApplication.translate(
                    "GameForm", "{payer} → {payee}: {money} ({whists} whists)"
                ).format(
                    payer=pay.payer,
                    payee=pay.payee,
                    money=i18n.money_text(pay.money),
                    whists=i18n.number_text(pay.whists),
                )
            )
    return "\n".join(lines)
