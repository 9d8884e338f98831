"""Another Pulka process writing the same database file (``python -m`` this module), for the
tests of windows that follow what others write.

``deal DB GAME``: one deal in the game, by the next deal's first hand (a 6♠ both pass);
``new-game DB A B C``: a new game of three with one deal, its number printed;
``rename DB OLD NEW``: a player renamed. Prints ``ok`` once written.
"""

from __future__ import annotations

import sys

from app.engine import SOCHI, Call, Contract, Deal
from app.services import GameService


def next_deal(service: GameService, game: int) -> Deal:
    """A deal that fits any game: the first hand plays 6♠, both defenders pass."""
    a, b, c = service.game(game).sheet.table.active
    return Deal(a, Contract.parse("6s"), {b: Call.PASS, c: Call.PASS})


def main(argv: list[str]) -> int:
    command, path, *rest = argv
    with GameService(path, backups=0) as service:
        if command == "deal":
            game = int(rest[0])
            service.record(game, next_deal(service, game), service.last_seq(game))
        elif command == "new-game":
            game = service.create_game(rest, rest[0], SOCHI)
            service.record(game, next_deal(service, game), 0)
            print(game)
        elif command == "rename":
            service.roster.rename_player(rest[0], rest[1])
        else:
            return 2
    print("ok", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
