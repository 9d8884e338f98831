"""Issue 27, "Security": a wrong token, another table's token, an expired round, a replayed
request, oversized and malformed bodies, HTML in names — each tried against a real server on
127.0.0.1, and what it wrote read back from the database."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from app.events.seating import Seating
from app.phones.tokens import FailureLimit, TokenBook
from app.services.events import EventService
from app.services.game_service import GameService
from tests.phones.helpers import SEVEN_SPADES, make_evening, running

DEAL = {**SEVEN_SPADES, "expected_seq": 0}


@pytest.fixture
def evening(tmp_path: Path) -> tuple[Path, int]:
    db = tmp_path / "e.sqlite3"
    return db, make_evening(db)


def deals_at(db: Path, table: int) -> int:
    with GameService(db, backups=0, create=False) as games:
        row = EventService(games).event(1).rounds[-1]
        return games.game(row.games[table - 1]).sheet.table.deals_played


def test_a_wrong_token_writes_nothing_and_is_said_in_the_phones_language(evening) -> None:
    db, event = evening
    with running(db, event) as room:
        room.table(1)
        with room.client("A" * 24, lang="ru") as phone:
            answer = phone.post("/api/table/record", json={**DEAL, "key": "a" * 16})
        assert answer.status_code == 403
        assert answer.json()["error"] == "bad_token"
        assert "A" * 24 not in answer.text  # the token is never echoed
        with room.client(None) as phone:
            assert phone.get("/api/table").status_code == 401
    assert deals_at(db, 1) == 0


def test_another_tables_token_writes_only_its_own_table(evening) -> None:
    db, event = evening
    with running(db, event) as room:
        with room.client(room.table(2)) as phone:
            # Anna sits at table 1: table 2's token names only Gleb, Dina and Egor.
            answer = phone.post("/api/table/record", json={**DEAL, "key": "b" * 16})
            assert answer.status_code == 400
            state = phone.get("/api/table").json()
        assert set(state["active"]) == {"Gleb", "Dina", "Egor"}
    assert (deals_at(db, 1), deals_at(db, 2)) == (0, 0)


def test_a_table_token_of_an_ended_round_is_refused(evening) -> None:
    db, event = evening
    with running(db, event) as room:
        old = room.table(1)
        with GameService(db, backups=0, create=False) as games:
            events = EventService(games)
            tables = (("Anna", "Gleb", "Dina"), ("Boris", "Vera", "Egor"))
            events.save_seating(event, 2, Seating(tables, ()))
            events.start_round(event, 2)
        with room.client(old) as phone:
            for _ in range(40):  # the room's watcher sees the new round within a second
                answer = phone.post("/api/table/record", json={**DEAL, "key": "c" * 16})
                if answer.status_code != 200:
                    break
            assert answer.status_code == 410
            assert answer.json()["error"] == "round_over"
        assert room.book.verify(old) is None  # revoked, not only refused
        with room.client(room.table(1, round_number=2)) as phone:
            assert phone.get("/api/table").json()["title"] == "Table 1 · Round 2"


def test_one_tables_token_revoked_and_a_new_card_works(evening) -> None:
    db, event = evening
    with running(db, event) as room:
        old = room.table(1)
        new = room.book.revoke_table(event, 1, 1)
        with room.client(old) as phone:
            assert phone.get("/api/table").status_code == 403
        with room.client(new) as phone:
            assert phone.get("/api/table").status_code == 200


def test_a_replayed_request_records_one_deal(evening) -> None:
    db, event = evening
    with running(db, event) as room, room.client(room.table(1)) as phone:
        body = {**DEAL, "key": "d" * 16}
        answers = [phone.post("/api/table/record", json=body) for _ in range(3)]
        assert [a.status_code for a in answers] == [200, 200, 200]
        assert {a.json()["state"]["seq"] for a in answers} == {1}
    assert deals_at(db, 1) == 1


def test_a_resend_after_the_server_restarted_is_not_recorded_twice(evening) -> None:
    db, event = evening
    book = TokenBook()
    body = {**DEAL, "key": "e" * 16}
    with running(db, event, book) as room, room.client(room.table(1)) as phone:
        assert phone.post("/api/table/record", json=body).status_code == 200
    with running(db, event, book) as room, room.client(room.table(1)) as phone:
        again = phone.post("/api/table/record", json=body)  # its key forgotten with the server
        assert again.status_code == 200
        assert again.json()["text"] == "This deal was already written."
    assert deals_at(db, 1) == 1


def test_a_stale_page_is_refused_with_the_fresh_sheet(evening) -> None:
    db, event = evening
    with running(db, event) as room, room.client(room.table(1)) as phone:
        assert phone.post("/api/table/record", json={**DEAL, "key": "f" * 16}).status_code == 200
        raspasy = {"contract": "распасы", "tricks": {"Anna": 4, "Boris": 3, "Vera": 3}}
        stale = phone.post(
            "/api/table/record", json={**raspasy, "expected_seq": 0, "key": "g" * 16}
        )
        assert stale.status_code == 409
        assert stale.json()["error"] == "stale"
        assert stale.json()["state"]["seq"] == 1
    assert deals_at(db, 1) == 1


@pytest.mark.parametrize(
    ("content", "headers", "status", "error"),
    [
        (b"{" * 10_000, {"content-type": "application/json"}, 413, "too_large"),
        (b"not json", {"content-type": "application/json"}, 400, "bad_request"),
        (b"[1, 2]", {"content-type": "application/json"}, 400, "bad_request"),
        (b'{"contract": 7}', {"content-type": "application/json"}, 400, "bad_request"),
        (
            b'{"contract": "7s", "declarer": "Mallory"}',
            {"content-type": "application/json"},
            400,
            "bad_request",
        ),
        (
            b'{"contract": "7s", "expected_seq": 0, "key": "h"}',
            {"content-type": "application/json"},
            400,
            "bad_request",
        ),
        (b'{"tricks": {"Anna": 11}}', {"content-type": "application/json"}, 400, "bad_request"),
        (b"\xff\xfe", {"content-type": "application/json"}, 400, "bad_request"),
        (b"{}", {"content-type": "text/plain"}, 415, "bad_request"),
    ],
)
def test_oversized_and_malformed_bodies_are_refused(
    evening, content, headers, status, error
) -> None:
    db, event = evening
    with running(db, event) as room, room.client(room.table(1), lang="ru") as phone:
        answer = phone.post("/api/table/record", content=content, headers=headers)
        assert (answer.status_code, answer.json()["error"]) == (status, error)
        assert answer.json()["text"]  # said in words
    assert deals_at(db, 1) == 0


def test_html_in_names_is_escaped_everywhere(tmp_path: Path) -> None:
    db = tmp_path / "e.sqlite3"
    names = ("<script>alert(1)</script>", "Bob&<b>", "Vera\"'><img src=x>", "D", "E", "F")
    event = make_evening(db, names=names, tables=(names[:3], names[3:]))
    with running(db, event) as room:
        with room.client(room.watch) as viewer:
            html = viewer.get("/api/watch").json()["html"]
        with room.client(room.table(1)) as phone:
            sheet = phone.get("/api/table").json()["sheet"]
    for page in (html, sheet):
        assert "<script>" not in page and '<b>"' not in page and "<img" not in page
        assert not [name for name in names[:3] if name in page]
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
        assert "Bob&amp;&lt;b&gt;" in page


def test_every_response_forbids_other_scripts_and_framing(evening) -> None:
    db, event = evening
    with running(db, event) as room:
        browser = room.client(None)
        for path in ("/", "/t", "/watch", "/static/pulka.js", "/nowhere", "/api/table"):
            answer = browser.get(path)
            policy = answer.headers["content-security-policy"]
            assert "default-src 'none'" in policy and "script-src 'self'" in policy
            assert answer.headers["x-frame-options"] == "DENY"
        page = browser.get("/t").text
        assert '<script src="/static/pulka.js"' in page
        assert "http" not in page.replace("http-equiv", "")  # nothing from elsewhere
        browser.close()
        with httpx.Client(base_url=room.url, headers={"accept-language": "ru-RU,ru;q=0.9"}) as ru:
            missing = ru.get("/nowhere")
        assert missing.status_code == 404 and '<html lang="ru"' in missing.text


def test_wrong_tokens_are_rate_limited(evening) -> None:
    db, event = evening
    with running(db, event) as room:
        room.server.app.limit = FailureLimit(allowed=3, window=60)
        good = room.table(1)
        with room.client("B" * 24) as guesser:
            codes = [guesser.get("/api/table").status_code for _ in range(5)]
        assert codes == [403, 403, 403, 429, 429]
        with room.client(good) as phone:  # the same address: refused until the window passed
            assert phone.get("/api/table").status_code == 429


def test_writes_need_the_token_in_the_request_not_a_cookie(evening) -> None:
    db, event = evening
    with running(db, event) as room:
        token = room.table(1)
        with httpx.Client(base_url=room.url, cookies={"token": token}) as site:
            answer = site.post("/api/table/record", json={**DEAL, "key": "i" * 16})
        assert answer.status_code == 401
    assert deals_at(db, 1) == 0


def test_the_book_keeps_the_cards_and_the_address_across_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "phones" / "tokens.json"
    book = TokenBook(path)
    token = book.table_token(1, 2, 3)
    book.remember_address("http://192.168.1.5:8765")
    again = TokenBook(path)
    assert again.verify(token) == book.verify(token)
    assert again.address == "http://192.168.1.5:8765"
    assert (path.stat().st_mode & 0o777, path.parent.stat().st_mode & 0o777) == (0o600, 0o700)
    again.forget_rounds_before(1, 3)
    assert TokenBook(path).verify(token) is None


def test_a_four_handed_table_enters_for_the_three_who_play(tmp_path: Path) -> None:
    db = tmp_path / "e.sqlite3"
    names = ("Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya")
    event = make_evening(db, names=names, tables=(names[:4], names[4:]))
    with running(db, event) as room, room.client(room.table(1)) as phone:
        state = phone.get("/api/table").json()
        assert state["dealer"] == "Anna" and state["active"] == ["Boris", "Vera", "Gleb"]
        resting = {"contract": "7п", "declarer": "Anna", "expected_seq": 0, "key": "r" * 16}
        assert phone.post("/api/table/record", json=resting).status_code == 400
        deal = {
            "contract": "7п",
            "declarer": "Boris",
            "calls": {"Vera": "whist"},
            "expected_seq": 0,
            "key": "s" * 16,
        }
        preview = phone.post("/api/table/preview", json=deal).json()
        assert preview["shape"]["defenders"] == ["Vera", "Gleb"] and preview["lines"]
        answer = phone.post("/api/table/record", json=deal)
        assert answer.status_code == 200
        assert answer.json()["state"]["dealer"] == "Boris"
    assert deals_at(db, 1) == 1


def test_every_word_of_the_pages_has_its_russian() -> None:
    from app.phones.words import WORDS, Words

    english, russian = Words("en").all(), Words("ru").all()
    assert set(english) == set(russian) == {*WORDS, "will_be_written"}
    same = sorted(k for k in english if english[k] == russian[k])
    assert same == [], same  # each one translated
    assert russian["will_be_written"] == "Будет записано"  # the desktop's own wording
