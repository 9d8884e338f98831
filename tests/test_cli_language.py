"""The command line's one-line messages in the user's language (ADR 0008): Russian for a Russian
locale or ``--language ru``, English otherwise; one line, exit status 2, in either."""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import language
from app.cli.messages import CLI_CONTEXT
from app.cli.messages import MESSAGES as CLI_MESSAGES
from app.cli.qm import Catalog, elf_hash
from app.engine.messages import MESSAGES as ENGINE_MESSAGES
from app.penalties.messages import CONTEXT as PENALTY_CONTEXT
from app.penalties.messages import MESSAGES as PENALTY_MESSAGES
from app.services.messages import GAME_DAMAGED_WITH_PLAYERS, STORE_CONTEXT, STORE_MESSAGES
from app.services.messages import MESSAGES as SERVICE_MESSAGES
from app.services.resources import ensure_qm
from tests.test_cli import GAME, write

ROOT = Path(__file__).resolve().parent.parent


def pulka(*args: str, lang: str = "ru_RU.UTF-8", config: Path | None = None) -> tuple[int, str]:
    """``python -m pulka ARGS`` in a user's locale (``LANG``), without a stored setting unless
    ``config`` (an ``XDG_CONFIG_HOME``) holds one: exit status and standard error."""
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    env.update(LANG=lang, QT_QPA_PLATFORM="offscreen", PYTHONIOENCODING="utf-8")
    if config is not None:
        env["XDG_CONFIG_HOME"] = str(config)
    done = subprocess.run(
        [sys.executable, "-m", "pulka", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
        env=env,
        cwd=ROOT,
        check=False,
    )
    assert "Traceback" not in done.stderr, done.stderr
    return done.returncode, done.stderr


def one_line(status: int, err: str) -> str:
    assert status == 2, err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("pulka: "), err
    return lines[0].removeprefix("pulka: ")


def assert_russian(line: str, *values: str, detail: bool = False) -> None:
    """No English word is left once the names and values the line quotes are taken out (and,
    with ``detail``, the store's or the server's own words in the closing parentheses, which
    the line adds in every language)."""
    rest = re.sub(r" \([^()]*\)$", "", line) if detail else line
    for value in sorted(values, key=len, reverse=True):
        rest = rest.replace(value, " ")
    assert not re.findall(r"[A-Za-z]{2,}", rest), (line, rest)
    assert re.search(r"[а-яё]{3,}", rest), line


def damaged_db(tmp_path: Path) -> Path:
    path = tmp_path / "club.sqlite3"
    path.write_bytes(b"SQLite format 3\0" + b"\xff" * 4000)
    return path


def stats_db(tmp_path: Path) -> Path:
    """A real (empty) Pulka database, made by the command line itself."""
    path = tmp_path / "games.sqlite3"
    status, err = pulka("import", str(path), write(tmp_path, GAME), lang="C")
    assert status == 0, err
    return path


def engine_refusal(tmp_path: Path) -> str:
    """A game file whose first deal's tricks do not add up to ten (the engine refuses it)."""
    bad = json.loads(json.dumps(GAME))
    bad["events"][0]["tricks"] = {"Anna": 7, "Boris": 1, "Vera": 1}
    return write(tmp_path, bad, "bad.json")


def test_a_missing_file_in_russian_and_in_english(tmp_path: Path) -> None:
    missing = str(tmp_path / "нет.sqlite3")
    ru = one_line(*pulka("stats", missing))
    assert ru == f"{missing}: такой базы нет"
    en = one_line(*pulka("stats", missing, lang="en_US.UTF-8"))
    assert en == f"{missing}: no such database"
    json_missing = str(tmp_path / "game.json")
    assert_russian(one_line(*pulka("score", json_missing)), json_missing)


def test_a_damaged_file_in_russian_and_in_english(tmp_path: Path) -> None:
    db = str(damaged_db(tmp_path))
    ru = one_line(*pulka("export", db, "1", "-"))
    assert_russian(ru, db, detail=True)
    assert ru.startswith(db + ": ")
    en = one_line(*pulka("export", db, "1", "-", lang="C"))
    assert en.startswith(db + ": ") and ("damaged" in en or "not a Pulka database" in en)
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "pulka-game",', encoding="utf-8")
    # the engine's text, shared with the interface; the parser's reason follows as a detail
    ru = one_line(*pulka("score", str(broken)))
    assert ru.startswith("Это не файл игры: ошибка в строке 1, столбце 25.")
    assert_russian(ru, detail=True)
    en = one_line(*pulka("score", str(broken), lang="C"))
    assert "line 1, column 25" in en and "(reason: Expecting property name" in en


def test_a_bad_date_and_an_unknown_preset(tmp_path: Path) -> None:
    db = str(stats_db(tmp_path))
    ru = one_line(*pulka("stats", db, "--from", "2026-13-01"))
    assert ru == "--from: '2026-13-01' — не дата (ГГГГ-ММ-ДД)"
    assert one_line(*pulka("stats", db, "--from", "2026-13-01", lang="C")) == (
        "--from: '2026-13-01' is not a date (YYYY-MM-DD)"
    )
    ru = one_line(*pulka("stats", db, "--rules", "moscow"))
    assert ru.startswith("--rules: нет набора правил 'moscow' (есть: ")
    assert_russian(ru.split("(есть:")[0], "--rules", "'moscow'")
    en = one_line(*pulka("stats", db, "--rules", "moscow", lang="C"))
    assert en.startswith("--rules: unknown preset 'moscow' (")


def test_an_engine_refusal_from_a_bad_event_file(tmp_path: Path) -> None:
    source = engine_refusal(tmp_path)
    en = one_line(*pulka("score", source, lang="C"))
    assert en.startswith("event 1: ") and "10" in en
    ru = one_line(*pulka("score", source))
    assert ru.startswith("событие 1: ") and "10" in ru
    assert_russian(ru)


def test_a_lost_server_in_russian(tmp_path: Path) -> None:
    pytest.importorskip("psycopg")
    url = "postgresql://scorer@127.0.0.1:9/club"  # the discard port: nothing listens there
    ru = one_line(*pulka("stats", "--server", url))
    assert ru.startswith("сервер club@127.0.0.1:9: клубный сервер недоступен (")
    # the server's own words (libpq's, in English) follow in parentheses, as in English
    assert_russian(ru, "club@127.0.0.1:9", detail=True)
    en = one_line(*pulka("stats", "--server", url, lang="C"))
    assert en.startswith("server club@127.0.0.1:9: the club server cannot be reached (")


def test_language_option_and_stored_setting_come_before_the_locale(tmp_path: Path) -> None:
    missing = str(tmp_path / "x.sqlite3")
    assert one_line(*pulka("--language", "en", "stats", missing)).endswith("no such database")
    assert one_line(*pulka("--language", "ru", "stats", missing, lang="C")).endswith(
        "такой базы нет"
    )
    # the language chosen in the app's Language menu (QSettings' INI file on Linux)
    config = tmp_path / "config"
    (config / "Pulka").mkdir(parents=True)
    (config / "Pulka" / "Pulka.conf").write_text("[General]\nlanguage=ru\n", encoding="utf-8")
    assert one_line(*pulka("stats", missing, lang="C", config=config)).endswith("такой базы нет")
    assert one_line(*pulka("--language", "en", "stats", missing, config=config)).endswith(
        "no such database"
    )


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "ru_RU.UTF-8"}, "ru"),
        ({"LANG": "ru_RU.UTF-8", "LC_MESSAGES": "en_US.UTF-8"}, "en"),
        ({"LANG": "en_US", "LC_ALL": "ru_RU.UTF-8"}, "ru"),
        ({"LC_ALL": "en_US.UTF-8", "LANGUAGE": "ru"}, "ru"),
        ({"LANG": "C", "LANGUAGE": "ru"}, "en"),
        ({"LANG": "C.UTF-8", "LANGUAGE": "ru"}, "ru"),
        ({"LC_ALL": "C", "LANG": "ru_RU.UTF-8"}, "en"),
        ({"LANGUAGE": "de:ru", "LANG": "en_US.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_system_language_is_qts_on_posix(environ: dict[str, str], expected: str) -> None:
    """The same answer as ``QLocale.system()`` under PySide6 6.11 (checked by hand for each
    row; the desktop app starts in that language, ui/i18n.py ``system_language``)."""
    assert language.system_language(environ, platform="linux") == expected


def test_the_system_language_on_windows_honours_lang_first() -> None:
    assert language.system_language({"LANG": "ru_RU"}, platform="win32") == "ru"
    assert language.system_language({"LANG": "en"}, platform="win32") == "en"


def test_a_setting_file_that_cannot_be_read_is_no_setting(tmp_path: Path) -> None:
    (tmp_path / "Pulka").mkdir()
    (tmp_path / "Pulka" / "Pulka.conf").write_bytes(b"\xff\xfe[General]\nlanguage=\n")
    assert language.stored_language({"XDG_CONFIG_HOME": str(tmp_path)}, platform="linux") is None
    assert language.stored_language({"XDG_CONFIG_HOME": str(tmp_path / "no")}) is None
    assert language.choose("en", {"XDG_CONFIG_HOME": str(tmp_path), "LANG": "ru_RU"}) == "en"


BAD_ADDRESS_REASONS = (
    "it must start with postgresql://",
    "it contains a space",
    "the port must be a number from 1 to 65535",
    "the database name cannot contain /",
)


def test_every_reason_a_server_address_is_refused_is_listed() -> None:
    source = (ROOT / "app/store/location.py").read_text(encoding="utf-8")
    assert sorted(re.findall(r'QT_TRANSLATE_NOOP\("Store", "([^"]+)"\)', source)) == sorted(
        BAD_ADDRESS_REASONS
    )


def test_a_bad_server_address_in_russian(tmp_path: Path) -> None:
    ru = one_line(*pulka("push", str(tmp_path / "x"), "--server", "postgresql://a@b:0/c"))
    assert ru == "postgresql://a@b:0/c: это не адрес клубного сервера: порт — число от 1 до 65535"
    en = one_line(*pulka("push", "x", "--server", "notaurl", lang="C"))
    assert en == "notaurl: not a club server address: it must start with postgresql://"


def every_text_the_cli_prints() -> list[tuple[str, str]]:
    """(context, source) of every text the command line can print or fill in."""
    texts = [(CLI_CONTEXT, text) for text in CLI_MESSAGES.values()]
    texts += [("Codes", text) for text in (*ENGINE_MESSAGES.values(), *SERVICE_MESSAGES.values())]
    texts += [(STORE_CONTEXT, text) for text in STORE_MESSAGES.values()]
    texts += [(STORE_CONTEXT, GAME_DAMAGED_WITH_PLAYERS)]
    texts += [(PENALTY_CONTEXT, text) for text in PENALTY_MESSAGES.values()]
    texts += [("Codes", "misère"), ("Codes", "NT"), (PENALTY_CONTEXT, "“{title}”")]
    texts += [(STORE_CONTEXT, reason) for reason in BAD_ADDRESS_REASONS]
    from app.penalties import CATALOGUE, fact_specs

    for rule in CATALOGUE.values():  # a rule's title and its questions fill in refusals
        texts.append((PENALTY_CONTEXT, rule.title))
        texts += [(PENALTY_CONTEXT, spec.question) for spec in fact_specs(rule)]
    return texts


def test_every_text_the_cli_prints_has_a_russian_translation() -> None:
    catalog = Catalog.load(ensure_qm("ru"))
    missing = [
        (context, text)
        for context, text in every_text_the_cli_prints()
        if not catalog.translate(context, text)
    ]
    assert missing == []
    # a Russian template names the values its English names (filled in after translation)
    fields = re.compile(r"\{(\w+)")
    for context, text in every_text_the_cli_prints():
        translated = catalog.translate(context, text) or ""
        assert set(fields.findall(translated)) <= set(fields.findall(text)), (text, translated)
        if context == CLI_CONTEXT:
            assert set(fields.findall(translated)) == set(fields.findall(text)), text


def test_the_reader_agrees_with_qt_on_every_translation() -> None:
    """app/cli/qm.py reads the ``.qm`` as QTranslator does: the same answer for every message
    of both files, disambiguated ones included; nothing for a text the file lacks."""
    QtCore = pytest.importorskip("PySide6.QtCore")
    import xml.etree.ElementTree as ET

    for lang in ("ru", "en"):
        qm = ensure_qm(lang)
        ours = Catalog.load(qm)
        qt = QtCore.QTranslator()
        assert qt.load(str(qm))
        root = ET.parse(ROOT / f"resources/i18n/pulka_{lang}.ts").getroot()
        for context in root.iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                source = message.findtext("source") or ""
                comment = message.findtext("comment") or ""
                expected = qt.translate(name, source, comment or None) or None
                assert ours.translate(name, source, comment) == expected, (name, source)
        assert ours.translate("Cli", "no such text at all") is None


def test_a_damaged_qm_file_means_english(tmp_path: Path) -> None:
    """A file cut short or overwritten is refused (``QmError``) or answers what it still
    holds; never another exception, so the line is printed in English at worst."""
    from app.cli.qm import QmError

    with pytest.raises(QmError):
        Catalog(b"not a qm file")
    assert elf_hash(b"") == 1  # Qt never stores a zero hash
    data = ensure_qm("ru").read_bytes()
    for cut in range(0, len(data), len(data) // 97):
        for damaged in (data[:cut], data[:cut] + b"\xff" * 64 + data[cut + 64 :]):
            try:
                catalog = Catalog(damaged)
            except QmError:
                continue
            for context, text in every_text_the_cli_prints()[:40]:
                found = catalog.translate(context, text)
                assert found is None or isinstance(found, str)


def test_the_translations_are_read_only_by_the_command_line() -> None:
    """The desktop app starts through app/cli (pulka/__main__.py): its start path imports
    none of the reader's modules until a command prints a message."""
    script = (
        "import sys; import pulka; "
        "pulka.cli.main(['--language', 'ru', '--database', 'x'], start_app=lambda args: 0); "
        "print(' '.join(m for m in sys.modules if m.startswith('app.cli')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, check=True
    )
    loaded = done.stdout.split()
    for name in ("app.cli.translation", "app.cli.qm", "app.cli.language"):
        assert name not in loaded


def test_a_sqlite_file_that_is_not_pulkas(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE t (x)")
    conn.close()
    ru = one_line(*pulka("export", str(path), "1", "-"))
    assert_russian(ru, str(path), detail=True)


def test_a_refused_desktop_option_speaks_the_language_given_beside_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``--language`` counts wherever it stands among the desktop app's options; the next run
    without it is English again (the C locale of the tests)."""
    from app.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(["--database", "x.sqlite3", "--language", "ru", "score", "y.json"])
    assert exit_.value.code == 2
    line = one_line(2, capsys.readouterr().err)
    assert line.startswith("--database — параметр самой программы; команде score ")
    with pytest.raises(SystemExit):
        main(["--database", "x.sqlite3", "score", "y.json"])
    assert "is an option of the desktop app" in capsys.readouterr().err
