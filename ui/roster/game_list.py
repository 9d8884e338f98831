"""The game list as the roster says: players by their current names, deleted games left out
(archived ones are the list's to show on request), and a context menu to rename, archive (or
bring back from the archive) or delete a game (issue 16)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtWidgets import QTreeWidget, QWidget

from app.services.results import GameSummary
from app.services.roster import Roster, RosterService

Results = Callable[[int], Mapping[str, Fraction | int] | None]


def as_the_roster_says(
    summaries: list[GameSummary], results: Results, roster: Roster | None
) -> tuple[list[GameSummary], Results]:
    """The games not deleted, their players renamed; results keyed by the current names."""
    if roster is None:
        return summaries, results
    shown = [
        dataclasses.replace(s, players=roster.names(s.players))
        for s in summaries
        if s.id not in roster.deleted
    ]

    def renamed(game_id: int) -> Mapping[str, Fraction | int] | None:
        found = results(game_id)
        return None if found is None else {roster.name(k): v for k, v in found.items()}

    return shown, renamed


def install_game_menu(
    games: QTreeWidget,
    roster: Callable[[], RosterService],
    changed: Callable[[], None],
    run: Callable[..., object],
) -> None:
    """A context menu on the game list: rename, archive, delete (asks first), undo."""
    games.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)

    def menu_at(where: QPoint) -> None:
        item = games.itemAt(where)
        if item is None:
            return
        # Imported when the menu first opens: each Qt class costs at its first use (start-up).
        from PySide6.QtWidgets import QMenu

        from ui.widgets.ask_name import ask_name  # Qt's dialogs load when first used

        game_id = int(item.data(0, Qt.ItemDataRole.UserRole))
        service = roster()
        menu = QMenu(games)
        rename = menu.addAction(QCoreApplication.translate("GameListMenu", "Rename the game…"))
        archived = game_id in service.roster().archived
        archive = menu.addAction(
            QCoreApplication.translate("GameListMenu", "Bring back from the archive")
            if archived
            else QCoreApplication.translate("GameListMenu", "Move to the archive")
        )
        delete = menu.addAction(QCoreApplication.translate("GameListMenu", "Delete the game…"))
        delete.setEnabled(service.may_delete)
        rename.setEnabled(service.may_change)  # a club server's viewer changes nothing
        archive.setEnabled(service.may_change)
        menu.addSeparator()
        undo = menu.addAction(
            QCoreApplication.translate("GameListMenu", "Undo the last change to games and players")
        )
        now = run(service.roster)  # None: refused, and said so
        undo.setEnabled(isinstance(now, Roster) and service.may_undo(now))
        chosen = menu.exec(games.viewport().mapToGlobal(where))
        if chosen is rename:
            title = ask_name(
                games,
                QCoreApplication.translate("GameListMenu", "Rename the game"),
                QCoreApplication.translate("GameListMenu", "Title of the game:"),
            )
            if title is not None:
                run(service.rename_game, game_id, title)
        elif chosen is archive:
            run(service.unarchive_game if archived else service.archive_game, game_id)
        elif chosen is delete:
            if _confirm_delete(games, item.text(1)):
                run(service.delete_game, game_id)
        elif chosen is undo:
            run(service.undo)
        else:
            return
        changed()

    games.customContextMenuRequested.connect(menu_at)


def _confirm_delete(parent: QWidget, players: str) -> bool:
    from PySide6.QtWidgets import QMessageBox

    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("GameListMenu", "Delete the game"),
        QCoreApplication.translate(
            "GameListMenu", "Delete the game of %1? It can be brought back with Undo."
        ).replace("%1", players),
    )
    return answer == QMessageBox.StandardButton.Yes
