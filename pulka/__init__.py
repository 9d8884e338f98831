"""The ``pulka`` command, above ``app`` and ``ui``: headless subcommands, or the desktop app.

The only place that knows both packages: ``app.cli`` parses the command line and is handed the
function that starts the desktop app, so ``app`` never imports ``ui`` (docs/architecture.md).
"""

from __future__ import annotations

from collections.abc import Sequence

from app import cli


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``pulka`` console script, ``python -m pulka`` and the frozen app."""
    return cli.main(argv, start_app=start_desktop_app, paper=print_event_paper)


def start_desktop_app(args: list[str]) -> int:
    """The desktop app, or its installation check with ``--self-test``; Qt is imported only here,
    so the headless commands never load it."""
    if "--self-test" in args:  # checks a build without a screen (packaging/, issue 7)
        from ui.self_test import run

        return run(args)
    from ui.app import main as run_app

    return run_app(args)


def print_event_paper(job: object) -> None:
    """``pulka event standings --pdf`` and ``pulka event cards --pdf``: laid out and printed by
    the interface's own printing, offscreen (Qt is imported only when a PDF is asked for)."""
    from ui.events.paper_job import print_job

    print_job(job)
