"""A second Pulka process for the crash and two-writer tests (``python -m`` this module).

``loop DB GAME``: record deals until killed, printing each seq once ``record`` returned.
``race DB GAME EXPECTED START EVENT``: at time START record one event (index into VALID_EVENTS)
with ``expected_seq=EXPECTED``; print ``ok SEQ`` or ``stale``.
"""

from __future__ import annotations

import sys
import time

from app.services import GameService, ServiceError
from tests.services.helpers import ANNA_7H, RASPASY, VALID_EVENTS


def main(argv: list[str]) -> int:
    mode, path, game = argv[0], argv[1], int(argv[2])
    with GameService(path, backups=0) as svc:
        if mode == "loop":
            seq = svc.last_seq(game)
            while True:
                seq = svc.record(game, ANNA_7H if seq % 2 else RASPASY, seq).seq
                print(seq, flush=True)
        expected, start, index = int(argv[3]), float(argv[4]), int(argv[5])
        time.sleep(max(0.0, start - time.time()))
        try:
            result = svc.record(game, VALID_EVENTS[index], expected)
        except ServiceError as error:
            print(error.code, flush=True)
        else:
            print(f"ok {result.seq}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
