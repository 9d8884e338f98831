"""The ``pulka`` command: the desktop app without arguments, headless subcommands with them.

The desktop app starts through here, so this module imports nothing a start does not need: a
command's module (and its parser) is imported only for that command, the error texts only when
a command runs or a message is printed (issue 30: the start-up guard,
``tests/test_startup_imports.py``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import argparse
    from types import ModuleType

    from app.cli.errors import CliError, Text

# name -> (help text, function adding the subcommand's arguments, function running it).
Command = tuple[str, Callable[["argparse.ArgumentParser"], None], Callable[..., int]]

COMMANDS = {
    "score": ("score_commands", "SCORE"),
    "settle": ("score_commands", "SETTLE"),
    "export": ("store_commands", "EXPORT"),
    "import": ("store_commands", "IMPORT"),
    "push": ("transfer_commands", "PUSH"),
    "pull": ("transfer_commands", "PULL"),
    "rules": ("rules_command", "RULES"),
    "server": ("server_command", "SERVER"),
    "serve": ("serve_command", "SERVE"),
    "event": ("event_commands", "EVENT"),
    "stats": ("stats_command", "STATS"),
}
"""Each command's module in ``app.cli`` and the name of its :data:`Command` there."""


def _command(name: str) -> Command:
    """One command, importing only its module (statements, not by name: the import graph of
    tests/test_architecture.py sees every edge)."""
    module_name, attribute = COMMANDS[name]
    module: ModuleType
    if module_name == "score_commands":
        from app.cli import score_commands as module
    elif module_name == "store_commands":
        from app.cli import store_commands as module
    elif module_name == "transfer_commands":
        from app.cli import transfer_commands as module
    elif module_name == "rules_command":
        from app.cli import rules_command as module
    elif module_name == "server_command":
        from app.cli import server_command as module
    elif module_name == "serve_command":
        from app.cli import serve_command as module
    elif module_name == "event_commands":
        from app.cli import event_commands as module
    else:
        from app.cli import stats_command as module
    command: Command = getattr(module, attribute)
    return command


def _commands() -> dict[str, Command]:
    """Every command (``pulka --help`` lists them all)."""
    return {name: _command(name) for name in COMMANDS}


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser; with ``only``, that command's alone among the subcommands
    (what running it needs: the others' modules are not imported)."""
    import argparse

    from app import __version__

    parser = argparse.ArgumentParser(
        prog="pulka",
        description="Preferans scorekeeper. Without a command, starts the desktop app.",
    )
    parser.add_argument("--version", action="version", version=f"pulka {__version__}")
    # The desktop app's own options (read by ui.app, listed here so --help shows every one).
    app_options = parser.add_argument_group("desktop app options (without a command)")
    app_options.add_argument(
        "--database",
        metavar="FILE",
        help="the games database to open (default: pulka.sqlite3 in your user data folder)",
    )
    app_options.add_argument(
        "--server",
        metavar="URL",
        help="open the games of a club server, postgresql://USER@HOST:PORT/DATABASE",
    )
    app_options.add_argument(
        "--language",
        choices=("ru", "en"),
        help="the interface's language; before a command, the language of its messages"
        " (default: the one chosen in the app, else the system's)",
    )
    app_options.add_argument(
        "--self-test",
        action="store_true",
        help="record and undo a deal in a temporary database, draw the window offscreen, "
        "exit 0 when all is well (checks an installation)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    commands = {only: _command(only)} if only is not None else _commands()
    for name, (help_text, add_arguments, _) in commands.items():
        add_arguments(sub.add_parser(name, help=help_text, description=help_text))
    return parser


def main(
    argv: Sequence[str] | None = None,
    start_app: Callable[[list[str]], int] | None = None,
    paper: Callable[[Any], None] | None = None,
) -> int:
    """Run a headless command, or hand the arguments to ``start_app`` (the desktop app).

    ``start_app`` and ``paper`` (the interface's PDF printing of the standings and the seating
    cards, app/cli/event_paper.py) are given by the entry point above ``app`` and ``ui``
    (``pulka.main``): the domain never imports the interface.
    """
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["--daily-backup"]:  # the window's backup in a process of its own
        from app.services.daily_backup import child_main

        return child_main(args[1:])
    found = None
    # No command, or only the app's own options (--database, --language, --self-test, Qt's):
    # the desktop app. Help and version stay headless.
    if not args or (args[0].startswith("-") and args[0] not in {"-h", "--help", "--version"}):
        found = _command_after_app_options(args)
        if found is None:
            return _start_app(start_app, args)
    from app.cli.errors import run_guarded, use_language
    from app.cli.paper_hook import use_writer

    use_writer(paper)  # a headless command's: the desktop app never asks for it
    use_language(None)  # this run's --language only (tests call main() many times)
    if found is not None:
        args = _honoured_or_refused(*found)
    parser = build_parser(args[0] if args[0] in COMMANDS else None)
    namespace = parser.parse_args(_server_first(args))
    if namespace.command is None:
        return _start_app(start_app, args)
    _, _, run = _command(namespace.command)
    return run_guarded(lambda: run(namespace))


APP_VALUE_OPTIONS = ("--database", "--server", "--language")
APP_FLAGS = ("--self-test",)
SERVER_COMMANDS = ("push", "pull", "export", "import")
"""The commands that take ``--server URL`` themselves (store_commands, transfer_commands)."""


def _command_after_app_options(args: list[str]) -> tuple[list[tuple[str, str]], list[str]] | None:
    """``pulka --database F import …``: the desktop app's options given before a command
    (each with its value) and the command with its own arguments; ``None`` without a command
    (then every argument is the desktop app's, Qt's own ``-platform xcb`` included)."""
    given: list[tuple[str, str]] = []
    index = 0
    while index < len(args):
        arg = args[index]
        name, equals, value = arg.partition("=")
        if name in APP_VALUE_OPTIONS:
            if not equals:
                value = args[index + 1] if index + 1 < len(args) else ""
                index += 1
            given.append((name, value))
        elif name in APP_FLAGS:
            given.append((name, ""))
        elif arg in COMMANDS:
            return given, args[index:]
        index += 1
    return None


def _honoured_or_refused(given: list[tuple[str, str]], command: list[str]) -> list[str]:
    """The command line to run when every option given before the command means the same to
    it (``--server URL`` before ``push``, ``pull``, ``export``, ``import``; ``--language``
    before any command: the language of its messages, ADR 0008); else one line saying why,
    exit 2 (the desktop app is not started behind a command's back)."""
    from app.cli.errors import Text, use_language

    name = command[0]
    # The language first, wherever it stands: a refusal of another option speaks it too.
    for option, value in given:
        if option == "--language" and value in ("ru", "en"):
            use_language(value)
    honoured: list[str] = []
    for option, value in given:
        if option == "--server" and name in SERVER_COMMANDS:
            honoured += [option, value]
            continue
        if option == "--language":
            if value not in ("ru", "en"):
                allowed = {"option": option, "first": "ru", "second": "en", "number": repr(value)}
                raise SystemExit(_refusal(Text("one_of_two", allowed)))
            continue
        if option == "--database":
            why = Text("why_database", {"command": name})
        elif option == "--server":
            why = Text("why_server", {"command": name})
        else:
            why = Text("why_self_test", {"option": option})
        raise SystemExit(_refusal(Text("desktop_option", {"option": option, "why": why})))
    return [name, *honoured, *command[1:]]


def _refusal(text: Text) -> int:
    from app.cli.errors import EXIT_BAD_INPUT, translator
    from app.engine.names import visible

    print(f"pulka: {visible(text.render(translator()))}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _server_first(args: list[str]) -> list[str]:
    """``push DB --server URL GAME…``, ``event standings DB --server URL EVENT``: the option
    moved before the positionals, because argparse ends a ``nargs="*"`` list (the games) at
    the first option, and splits optional-then-required positionals at it (so ``DB`` would be
    taken for the event), and would then refuse what comes after it."""
    command = {"push": 1, "pull": 1, "event": 2}.get(args[0]) if args else None
    if command is None:
        return args
    head, rest = args[:command], args[command:]
    for index, arg in enumerate(rest):
        if arg == "--server" and index + 1 < len(rest):
            return [*head, *rest[index : index + 2], *rest[:index], *rest[index + 2 :]]
        if arg.startswith("--server="):
            return [*head, arg, *rest[:index], *rest[index + 1 :]]
    return args


def _start_app(start_app: Callable[[list[str]], int] | None, args: list[str]) -> int:
    if start_app is None:
        from app.cli.errors import Text, translator, use_language

        use_language(None)  # this run's --language only (tests call main() many times)
        raise SystemExit("pulka: " + Text("no_desktop_app").render(translator()))
    return start_app(args)


def __getattr__(name: str) -> type[CliError]:
    """``app.cli.CliError``, imported when first asked for (not by the desktop app's start)."""
    if name == "CliError":
        from app.cli.errors import CliError

        return CliError
    raise AttributeError(name)


__all__ = ["COMMANDS", "CliError", "build_parser", "main"]
