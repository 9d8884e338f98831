"""``pulka event`` for the field's changes, results, cancelling and paper (issue 28, item 2):
every refusal is one line on standard error, exit status 2, and nothing is written — the event's
changes, rounds and every table's game read the same before and after."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main
from tests.test_cli_event import SIX, run

DEAL = (
    '{"type": "deal", "declarer": "Anna", "contract": "6s",'
    ' "defenders": {"Boris": "pass", "Vera": "pass"}}'
)


def evening(capsys: pytest.CaptureFixture[str], db: str) -> None:
    """Round 1 of six players started; table 1 has one deal, table 2 none."""
    create = ("event", "create", db, "--name", "F", "--players", SIX, "--deals", "2")
    assert run(capsys, *create, "--points", "places")[0] == 0
    assert (
        run(capsys, "event", "seat", db, "1", "--tables", "Anna,Boris,Vera;Gleb,Dina,Egor")[0] == 0
    )
    assert run(capsys, "event", "start", db, "1", "1")[0] == 0
    assert run(capsys, "event", "record", db, "1", "1", "1", "--deal", DEAL) == (0, "1 1\n", "")


def state(capsys: pytest.CaptureFixture[str], db: str) -> tuple[str, ...]:
    """Everything a refusal might have written, as the commands print it."""
    out = []
    for args in (("changes", "--json"), ("seating", "1", "--json"), ("list", "--json")):
        code, text, _ = run(
            capsys, "event", args[0], db, *(("1",) if args[0] != "list" else ()), *args[1:]
        )
        assert code == 0
        out.append(text)
    return tuple(out)


GAME_WRONG_ORDER = {"format": "pulka-game", "players": ["Boris", "Anna", "Vera"], "events": []}
GAME_OTHER_RULES = {
    "format": "pulka-game",
    "players": ["Gleb", "Dina", "Egor"],
    "rules": "leningrad",
}
BAD_TRICKS = (
    '{"type": "deal", "declarer": "Gleb", "contract": "7h", "defenders": {"Dina": "whist",'
    ' "Egor": "pass"}, "tricks": {"Gleb": 7, "Dina": 2, "Egor": 2}}'
)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("enter", "DB", "1", "anna"), "“Anna” and “anna” are the same player"),
        (("enter", "DB", "1", "Anna"), "Anna already plays round 2."),
        (("withdraw", "DB", "1", "Zoya"), "Zoya does not play round 2."),
        (("reinstate", "DB", "1", "Anna"), "Anna has not been removed."),
        (
            ("substitute", "DB", "1", "3", "--out", "Anna", "--in", "Zoya"),
            "Round 1 has no table 3.",
        ),
        (
            ("substitute", "DB", "1", "1", "--out", "Gleb", "--in", "Zoya"),
            "Gleb does not sit at table 1",
        ),
        (("substitute", "DB", "1", "1", "--out", "Anna", "--in", "Dina"), "Dina has already sat"),
        (
            ("substitute", "DB", "1", "1", "--out", "Anna", "--in", "Zoya", "--after", "2"),
            "not after deal 2",
        ),
        (("cut", "DB", "1", "--top", "3"), "Round 1 is still being played"),
        (("undo", "DB", "1", "5"), "There is no change 5."),
        (("cancel", "DB", "1", "1"), "table 1 has recorded a deal"),
        (
            ("record", "DB", "1", "1", "1", "--game", "wrong-order.json"),
            "seats Anna, Boris, Vera in this order, not Boris, Anna, Vera",
        ),
        (
            ("record", "DB", "1", "1", "2", "--game", "other-rules.json"),
            "not the rules table 2 plays by",
        ),
        (("record", "DB", "1", "1", "2", "--deal", BAD_TRICKS), "tricks"),
        (("record", "DB", "1", "1", "2", "--deal", DEAL), "Anna"),
        (("record", "DB", "1", "1", "3", "--deal", DEAL), "Round 1 has no table 3."),
        (("standings", "DB", "7"), "There is no evening or tournament 7."),
        (("cards", "DB", "1", "4", "--pdf", "c.pdf"), "There is no round 4 yet."),
    ],
)
def test_a_refusal_is_one_line_exit_2_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: tuple[str, ...], message: str
) -> None:
    db = str(tmp_path / "club.sqlite3")
    evening(capsys, db)
    (tmp_path / "wrong-order.json").write_text(json.dumps(GAME_WRONG_ORDER), encoding="utf-8")
    (tmp_path / "other-rules.json").write_text(json.dumps(GAME_OTHER_RULES), encoding="utf-8")
    before = state(capsys, db)
    argv = [
        db if a == "DB" else str(tmp_path / a) if a.endswith((".json", ".pdf")) else a for a in args
    ]
    code, out, err = run(capsys, "event", *argv)
    assert (code, out) == (2, "")
    assert err.startswith("pulka: ") and err.count("\n") == 1 and message in err, err
    assert state(capsys, db) == before
    assert not (tmp_path / "c.pdf").exists()


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (("--points", "places", "--cap", "100"), "do not go with --points places"),
        (("--tie-breaks", "whists,luck"), "--tie-breaks: luck"),
        (("--tie-breaks", "whists,whists"), "each at most once"),
        (("--players", "Anna,Boris,ANNA"), "“Anna” and “ANNA” are the same player"),
    ],
)
def test_a_refused_event_is_not_created(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], options: tuple[str, ...], message: str
) -> None:
    db = str(tmp_path / "club.sqlite3")
    players = () if "--players" in options else ("--players", SIX)
    code, out, err = run(capsys, "event", "create", db, "--name", "F", *players, *options)
    assert (code, out) == (2, "") and err.count("\n") == 1 and message in err, err
    if Path(db).exists():
        assert (
            run(capsys, "event", "list", db, "--json")[1]
            == '{\n  "format": "pulka-event-list",\n  "events": []\n}\n'
        )


def test_a_round_started_by_mistake_is_cancelled_and_seated_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "club.sqlite3")
    create = ("event", "create", db, "--name", "F", "--players", SIX, "--deals", "2")
    assert run(capsys, *create)[0] == 0
    assert run(capsys, "event", "seat", db, "1")[1] == "1\n"
    assert run(capsys, "event", "start", db, "1", "1")[1] == "1\n2\n"
    assert run(capsys, "event", "cancel", db, "1", "1") == (0, "", "")
    assert json.loads(run(capsys, "event", "list", db, "--json")[1])["events"][0]["rounds"] == 0
    code, _, err = run(capsys, "event", "seating", db, "1", "1")
    assert code == 2 and "There is no round 1 yet." in err
    # The two empty games are deleted: a new start makes games 3 and 4.
    assert run(capsys, "event", "seat", db, "1")[1] == "1\n"
    assert run(capsys, "event", "start", db, "1", "1")[1] == "3\n4\n"
    assert run(capsys, "event", "cancel", db, "1", "1") == (0, "", "")


def test_standings_as_csv_guard_names_and_keep_numbers_plain(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "club.sqlite3")
    players = "=Anna,Boris,Vera,Gleb,Dina,Egor"
    create = ("event", "create", db, "--name", "F", "--players", players, "--deals", "1")
    assert run(capsys, *create, "--points", "places")[0] == 0
    assert (
        run(capsys, "event", "seat", db, "1", "--tables", "=Anna,Boris,Vera;Gleb,Dina,Egor")[0] == 0
    )
    assert run(capsys, "event", "start", db, "1", "1")[0] == 0
    deal = DEAL.replace('"Anna"', '"=Anna"')
    assert run(capsys, "event", "record", db, "1", "1", "1", "--deal", deal)[0] == 0
    path = tmp_path / "standings.csv"
    assert run(capsys, "event", "standings", db, "1", "--csv", str(path)) == (0, "", "")
    rows = path.read_bytes().decode("utf-8-sig").splitlines()
    assert rows[0].startswith("place,player,points,whists,firsts,opponents,rounds,sat_out,round_1")
    # 6♠ passed out at a deal limit of 1: pools 2, 0, 0 → =Anna +40/3 (13.3333), 2 points.
    assert rows[1] == "1,'=Anna,2,13.3333,1,1,1,0,2,,,"
    assert rows[4] == "4,Dina,0,0,0,0,0,0,,,,"  # table 2 not begun: nothing, not even provisional


def test_the_printed_standings_and_cards_as_pdf(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("pdfminer")
    from pdfminer.high_level import extract_text

    import pulka

    monkeypatch.setenv("PULKA_PHONES_DIR", str(tmp_path / "phones"))
    db = str(tmp_path / "club.sqlite3")
    evening(capsys, db)
    standings, cards = tmp_path / "standings.pdf", tmp_path / "cards.pdf"
    argv = ["--language", "ru", "event", "standings", db, "1", "--pdf", str(standings)]
    assert pulka.main(argv) == 0
    text = " ".join(extract_text(str(standings)).split())
    assert "Турнирная таблица" in text and "Как считается таблица" in text
    assert "Пропуск тура приносит среднее тура" in text and "идёт" in text
    argv = ["--language", "ru", "event", "cards", db, "1", "1", "--pdf", str(cards)]
    assert pulka.main([*argv, "--phones", "http://192.168.1.5:8765"]) == 0
    text = " ".join(extract_text(str(cards)).split())
    assert "Стол 1, место 1" in text and "Подпись" in text  # the cards, then the round sheet
    assert "http://192.168.1.5:8765/t#" in text
    capsys.readouterr()
    code = main(["event", "standings", db, "1", "--pdf", str(tmp_path / "x.pdf")])
    _, err = capsys.readouterr()
    assert code == 2 and "cannot print PDF" in err  # app.cli alone: no printing handed in
