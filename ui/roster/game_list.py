"""The game list as the roster says: players by their current names, deleted games left out
(archived ones are the list's to show on request), and a context menu to rename, archive (or
bring back from the archive) or delete a game (issue 16)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtWidgets import QTreeWidget, QWidget

from app.engine import CodedError
from app.services.results import GameSummary
from app.services.roster import Roster, RosterService

Result = Mapping[str, Fraction | int]
"""Each player's result in whists, as the game's settlement gives it."""


def as_the_roster_says(summaries: list[GameSummary], roster: Roster | None) -> list[GameSummary]:
    """The games not deleted, their players renamed (their results: :class:`GameResults`)."""
    if roster is None:
        return summaries
    return [
        dataclasses.replace(s, players=roster.names(s.players))
        for s in summaries
        if s.id not in roster.deleted
    ]


class GameResults:
    """The listed games' results, each a fold of the game through its settlement: kept across
    the list's rebuilds (a language switch, a roster change, the list shown again) by game,
    ``last_seq`` and start time, so a game that changed is folded again and no other is; named
    at each rebuild as the roster then says (a rename or a merge needs no fold).

    ``source`` is what the folds came from (the service): another database is another cache.
    A fold refused as ``game_damaged`` is kept as no result (what the list showed before); any
    other refusal (the club server away, the file busy) is not kept, and is asked again at the
    next rebuild — never in a box: the list is filled in idle time, while the user types."""

    def __init__(self, source: object, fold: Callable[[int], Result]) -> None:
        self.source = source
        self._fold = fold
        self._keys: dict[int, tuple[int, int, str]] = {}
        self._kept: dict[tuple[int, int, str], Result | None] = {}
        self._refused: set[int] = set()
        self._roster: Roster | None = None

    def listing(self, summaries: list[GameSummary], roster: Roster | None) -> None:
        """The games listed now: results of games no longer listed, or changed, are forgotten."""
        self._keys = {s.id: (s.id, s.last_seq, s.created_at) for s in summaries}
        listed = set(self._keys.values())
        self._kept = {key: value for key, value in self._kept.items() if key in listed}
        self._refused = set()
        self._roster = roster

    def known(self, game_id: int) -> bool:
        """Whether the game's result is at hand (asking for it folds nothing)."""
        key = self._keys.get(game_id)
        return key is None or key in self._kept or game_id in self._refused

    def __call__(self, game_id: int) -> Result | None:
        """The game's result by the players' current names (``None``: none can be given)."""
        key = self._keys.get(game_id)
        if key is None or game_id in self._refused:
            return None
        if key not in self._kept:
            try:
                self._kept[key] = self._fold(game_id)
            except CodedError as error:
                if error.code != "game_damaged":
                    self._refused.add(game_id)
                    return None
                self._kept[key] = None
            except OSError:
                self._refused.add(game_id)
                return None
        found = self._kept[key]
        roster = self._roster
        if found is None or roster is None:
            return found
        return {roster.name(player): value for player, value in found.items()}


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
        # Read now: the menu's and the question's event loops may redraw the list (a change
        # made elsewhere arrives, ui/main_follow.py), deleting this item.
        players = item.text(1)
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
            if _confirm_delete(games, players):
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
