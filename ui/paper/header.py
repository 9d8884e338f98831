"""The printed form's header and result texts: when, who sat where, by which rules, the result.

The texts are built from the game's own data; the rules read as in the games list and the
window title (:mod:`ui.rules_words`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from app.engine import Settlement
from app.engine.names import visible
from app.services import GameView
from ui import i18n, rules_words


def convention_text(view: GameView) -> str:
    """ "Sochi" or "Sochi (changed: gentleman's whist, …)": every option changed from the
    preset, in the same words as the games list and the window title (ui.rules_words, from
    the services' description of the game's rules)."""
    return rules_words.rules_text(view.rules_label, view.rules.preset)


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
        convention=convention_text(view)
    )
    sizes = QCoreApplication.translate("GameForm", "Pool {size}; a whist costs {price}").format(
        size=rules.pool_size, price=i18n.price_text(rules.whist_price)
    )
    return FormHeader(
        QCoreApplication.translate("GameForm", "Preferans score sheet"),
        (when, players, convention, sizes),
    )


def settlement_status(settlement: Settlement, game_finished: bool = False) -> str:
    """Final, provisional, or final although the pool was not closed (``game_finished``: the
    players marked the game finished early; its figures no longer change)."""
    if settlement.finished:
        return QCoreApplication.translate("GameForm", "Final settlement: the pool is closed.")
    if game_finished:
        return QCoreApplication.translate(
            "GameForm", "Final settlement: the game was finished before the pool closed."
        )
    return QCoreApplication.translate(
        "GameForm", "Provisional settlement: the pool is not closed yet."
    )


def result_header() -> list[str]:
    return [
        QCoreApplication.translate("GameForm", "Player"),
        # The settled figure (E.2, E.3), not the sheet's mountain: named as in the window.
        QCoreApplication.translate("GameForm", "Mountain to settle"),
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


def result_text(view: GameView, notes: Sequence[str] = ()) -> str:
    """The result as plain text for a group chat: header, results, payments, and the printed
    sheet's notes (corrections, incidents: :mod:`ui.paper.notes`)."""
    header = game_header(view)
    s = view.settlement
    lines = [header.title, *header.lines, "", settlement_status(s, view.finished)]
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
    if notes:
        lines.append("")
        lines.append(QCoreApplication.translate("GameForm", "Notes:"))
        lines.extend(notes)
    return "\n".join(map(visible, lines))  # each line's control characters escaped (D9)
