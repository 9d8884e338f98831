"""The day's backup in a process of its own, while the window is in use (issue 30).

The window opens its database without taking the day's backup (app/store/daily_backup.py);
once its first frame is on screen it asks :class:`BackgroundBackup` to take it. The copy is
checked by folding every changed game (:func:`app.services.loaded.check_game`), seconds of
pure Python on a club's file: in a thread it would hold the interpreter's lock against the
window's (an Enter would wait for it), so it runs in a child process, ``pulka --daily-backup``,
at a lower priority, and says how far it is on its standard output, one line at a time:

* ``progress DONE TOTAL`` — games checked so far;
* then one of ``kept PATH``, ``none`` (another Pulka took today's), ``skipped PROBLEM`` (a game
  does not load: nothing kept, as before), ``failed ERROR`` (the copy could not be written).

A child that ends without its last line (killed, out of memory) was interrupted: it is started
again, up to :data:`TRIES` times; the next start of Pulka takes the backup anyway while none of
the day is kept. The window never waits for it, and closing the window does not stop it (a
backup half checked is finished by the child, whose output then goes nowhere).
"""

from __future__ import annotations

import contextlib
import datetime
import os
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Callable, Sequence
from pathlib import Path

from app.store.daily_backup import DailyBackup, Progress

OPTION = "--daily-backup"
"""The ``pulka`` option that runs the child (not in ``--help``: only Pulka starts it)."""
TRIES = 3
"""How often an interrupted child is started before the window gives up for this session."""
Done = Callable[[str, str], None]
"""Told how the backup ended: ``("kept", path)``, ``("none", "")``, ``("skipped", problem)``,
``("failed", error)`` or ``("interrupted", what the child said)``."""


def child_command(job: DailyBackup) -> list[str]:
    """The command line of the child: this program again (a frozen Pulka is its own
    interpreter), with the job in its arguments."""
    program = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "pulka"]
    return [
        *program,
        OPTION,
        str(job.target),
        str(job.folder),
        str(job.keep),
        job.day.isoformat(),
    ]


class BackgroundBackup:
    """The child taking one database's backup, and a thread reading what it says.

    ``progress`` and ``done`` are called on that reading thread: the window hands them to its
    own thread (a queued signal).
    """

    def __init__(self, job: DailyBackup, progress: Callable[[int, int], None], done: Done) -> None:
        self.job = job
        self._progress = progress
        self._done = done
        self.process: subprocess.Popen[str] | None = None
        self.tries = 0
        self._reader: threading.Thread | None = None

    def start(self) -> None:
        """Start the child (again, after an interruption) and the thread reading it."""
        self.tries += 1
        flags = 0
        if sys.platform == "win32":  # no console window; below the window's priority
            flags = subprocess.CREATE_NO_WINDOW | subprocess.BELOW_NORMAL_PRIORITY_CLASS
        self.process = subprocess.Popen(
            child_command(self.job),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            errors="replace",
            creationflags=flags,
        )
        self._reader = threading.Thread(target=self._read, name="daily-backup", daemon=True)
        self._reader.start()

    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def wait(self, timeout: float | None = None) -> None:
        """Until the child and its reader are done (tests; the window never waits)."""
        if self.process is not None:
            self.process.wait(timeout)
        if self._reader is not None:
            self._reader.join(timeout)

    def _read(self) -> None:
        process = self.process
        assert process is not None and process.stdout is not None
        ended: tuple[str, str] | None = None
        for line in process.stdout:
            word, _, rest = line.rstrip("\n").partition(" ")
            if word == "progress":
                done, _, total = rest.partition(" ")
                if done.isdigit() and total.isdigit():
                    self._progress(int(done), int(total))
            elif word in ("kept", "none", "skipped", "failed"):
                ended = (word, rest)
        process.wait()
        if ended is None:
            said = process.stderr.read().strip().splitlines()[-1:] if process.stderr else []
            if self.tries < TRIES:
                self.start()
                return
            ended = ("interrupted", said[0] if said else f"exit status {process.returncode}")
        self._done(*ended)


def child_main(args: Sequence[str]) -> int:
    """``pulka --daily-backup TARGET FOLDER KEEP DAY``: take the backup, saying how far it is
    (the module's docstring). Exit status 0 whatever the outcome (the last line says it)."""
    from app.services.loaded import check_game  # the app's check of a copy
    from app.store.backups import BackupSkipped
    from app.store.daily_backup import take
    from app.store.sqlite_store import verify_copy

    target, folder, keep, day = args
    if hasattr(os, "nice"):
        os.nice(10)  # the window's process comes first
    job = DailyBackup(Path(target), Path(folder), int(keep), datetime.datetime.fromisoformat(day))

    def say(line: str) -> None:
        with contextlib.suppress(OSError):  # the window has closed: finish the backup anyway
            print(line, flush=True)

    def check(copy: sqlite3.Connection, since: str | None, progress: Progress | None) -> str | None:
        return verify_copy(copy, since, check_game, progress)

    try:
        kept = take(job, check, lambda done, total: say(f"progress {done} {total}"))
    except BackupSkipped as problem:
        say(f"skipped {problem}")
    except Exception as error:  # the window says it in words, never a traceback
        say(f"failed {' '.join(str(error).split()) or type(error).__name__}")
    else:
        say("none" if kept is None else f"kept {kept}")
    return 0
