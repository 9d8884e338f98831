"""``pulka serve`` and ``pulka event publish`` (issue 27, items 1 and 5), run as commands."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

from tests.phones.helpers import make_evening

ROOT = Path(__file__).resolve().parents[2]


def pulka(*args: str, **options) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pulka", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        **options,
    )


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_publish_writes_the_pages_without_scripts_and_names_escaped(tmp_path: Path) -> None:
    db = tmp_path / "e.sqlite3"
    names = ("<i>Anna</i>", "Boris", "Vera", "Gleb", "Dina", "Egor")
    event = make_evening(db, names=names, tables=(names[:3], names[3:]))
    site = tmp_path / "site"
    done = pulka("--language", "ru", "event", "publish", str(db), str(event), str(site))
    assert done.returncode == 0, done.stderr
    files = sorted(p.name for p in site.iterdir())
    assert files == ["index.html", "pulka.css", "round-1.html", "table-1-1.html", "table-1-2.html"]
    for page in site.glob("*.html"):
        html = page.read_text(encoding="utf-8")
        assert "<script" not in html and "<i>" not in html
        assert 'href="pulka.css"' in html and 'lang="ru"' in html
    index = (site / "index.html").read_text(encoding="utf-8")
    assert "Турнирная таблица" in index and "&lt;i&gt;Anna&lt;/i&gt;" in index
    assert 'href="table-1-2.html"' in index and 'href="round-1.html"' in index


def test_serve_listens_writes_the_cards_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    db = tmp_path / "e.sqlite3"
    make_evening(db)
    cards = tmp_path / "cards.html"
    port = free_port()
    env = dict(os.environ, PULKA_PHONES_DIR=str(tmp_path / "phones"))
    command = ["serve", "--database", str(db), "--port", str(port), "--cards", str(cards)]
    server = subprocess.Popen(
        [sys.executable, "-m", "pulka", *command],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        end = time.monotonic() + 30
        while not cards.exists() and time.monotonic() < end:
            time.sleep(0.1)
        assert cards.exists() and cards.stat().st_mode & 0o777 == 0o600
        html = cards.read_text(encoding="utf-8")
        assert html.count("<svg") == 3  # two tables and the room
        token = html.split(f"127.0.0.1:{port}/t#")[1][:24]
        answer = httpx.get(
            f"http://127.0.0.1:{port}/api/table", headers={"Authorization": f"Bearer {token}"}
        )
        assert answer.status_code == 200 and answer.json()["title"] == "Table 1 · Round 1"
    finally:
        server.send_signal(signal.SIGINT)
        out, err = server.communicate(timeout=30)
    assert server.returncode == 0, err
    assert f"http://127.0.0.1:{port}" in out and "stopped; the cards stay valid" in out
    assert token not in out and token not in err  # never in what the command prints


def test_serve_refuses_a_port_in_use_in_one_line(tmp_path: Path) -> None:
    db = tmp_path / "e.sqlite3"
    make_evening(db)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        env = dict(os.environ, PULKA_PHONES_DIR=str(tmp_path / "phones"))
        done = pulka("serve", "--database", str(db), "--port", str(port), env=env)
    assert done.returncode == 2
    assert done.stderr.startswith("pulka: ") and len(done.stderr.strip().splitlines()) == 1
    assert "port" in done.stderr and "Traceback" not in done.stderr
