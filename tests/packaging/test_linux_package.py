"""The Linux installers end to end: freeze with ``packaging/build.py``, run the frozen
``--self-test``, unpack the ``.deb`` into a temporary root with ``dpkg-deb -x`` and start it from
there, and unpack the ``.tar.gz`` and add its menu entry.

One build (about a minute on two cores) serves every test of the module. PyInstaller, binutils
and dpkg-deb are required: a missing tool fails the test (``make test`` installs the ``build``
extra and ``.ci/run`` the apt packages), it is never skipped on Linux.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path
from xml.etree import ElementTree

import pytest

from tests.packaging.tooling import require_program

ROOT = Path(__file__).resolve().parents[2]
BUILD_TIMEOUT = 600
RUN_TIMEOUT = 60

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux installers"),
]


def version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def clean_env(home: Path) -> dict[str, str]:
    """A player's environment: no venv, no source tree on the path, no display."""
    return {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
    }


def run(command: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command,
        cwd=cwd,
        env=clean_env(cwd),
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT,
        check=False,
    )


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    import PyInstaller  # noqa: F401 - must be installed (the build extra); fail, never skip

    folder = tmp_path_factory.mktemp("package")
    build = [sys.executable, str(ROOT / "packaging" / "build.py"), "--out", str(folder)]
    # The package format is the same; gzip compresses several times faster than xz.
    result = subprocess.run(
        [*build, "--deb-compression", "gzip"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return folder


def assert_self_test_passes(result: subprocess.CompletedProcess[str]) -> None:
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == f"pulka {version()} self-test (frozen)"
    # The deal of ui/self_test.py: Sochi 7♥ made, pool 4 and 12 whists (A.4, A.5), then undone.
    assert "  record a deal: 7♥ made: pool 4, whists 12" in lines
    assert "  undo it: sheet empty again, redo available" in lines
    # A first start copies the empty database built at package time: no sqlite-utils.
    assert "  new database: copied from the packaged template" in lines
    assert any(line.startswith("  main window: 1024×720 rendered") for line in lines)
    assert "  translations: qtbase_ru loaded, pulka_ru.qm present" in lines
    assert lines[-1] == "self-test: ok"


def test_frozen_bundle_self_test_and_version(out: Path, tmp_path: Path) -> None:
    exe = out / "dist" / "pulka" / "pulka"
    assert_self_test_passes(run([str(exe), "--self-test"], tmp_path))
    result = run([str(exe), "--version"], tmp_path)
    assert (result.returncode, result.stdout.strip()) == (0, f"pulka {version()}")


def test_the_frozen_bundle_serves_the_phones(out: Path, tmp_path: Path) -> None:
    """The installers carry the phones' server (ADR 0011): `pulka serve` of the frozen app
    answers a table's card, its page's script and its stream (uvicorn and anyio import
    modules by name at run time: a bundle missing one refuses to start the server)."""
    import signal
    import socket
    import time
    import urllib.request

    exe = out / "dist" / "pulka" / "pulka"
    db = tmp_path / "club.sqlite3"
    for command in (
        ["event", "create", str(db), "--name", "Evening", "--players", "A,B,C"],
        ["event", "seat", str(db), "1"],
        ["event", "start", str(db), "1", "1"],
    ):
        assert run([str(exe), *command], tmp_path).returncode == 0
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    cards = tmp_path / "cards.html"
    server = subprocess.Popen(
        [str(exe), "serve", "--database", str(db), "--port", str(port), "--cards", str(cards)],
        cwd=tmp_path,
        env=clean_env(tmp_path),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        end = time.monotonic() + RUN_TIMEOUT
        while not cards.exists() and server.poll() is None and time.monotonic() < end:
            time.sleep(0.1)
        assert cards.exists(), server.communicate(timeout=10)
        token = cards.read_text(encoding="utf-8").split(f":{port}/t#")[1][:24]
        base = f"http://127.0.0.1:{port}"
        request = urllib.request.Request(
            f"{base}/api/table", headers={"Authorization": f"Bearer {token}"}
        )
        with urllib.request.urlopen(request, timeout=10) as answer:
            assert json.loads(answer.read())["title"] == "Table 1 · Round 1"
        with urllib.request.urlopen(f"{base}/static/pulka.js", timeout=10) as script:
            assert script.status == 200 and b"Authorization" in script.read()
        stream = urllib.request.Request(
            f"{base}/api/stream", headers={"Authorization": f"Bearer {token}"}
        )
        with urllib.request.urlopen(stream, timeout=10) as lines:
            assert lines.readline().startswith(b"event: version")
    finally:
        server.send_signal(signal.SIGINT)
        _, err = server.communicate(timeout=30)
    assert server.returncode == 0, err


def test_bundle_is_trimmed(out: Path) -> None:
    internal = out / "dist" / "pulka" / "_internal"
    files = {p.relative_to(internal).as_posix() for p in internal.rglob("*") if p.is_file()}
    qt_translations = sorted(p.rsplit("/", 1)[1] for p in files if "Qt/translations/" in p)
    assert qt_translations == ["qtbase_en.qm", "qtbase_ru.qm"]
    platforms = sorted(p.rsplit("/", 1)[1] for p in files if "plugins/platforms/" in p)
    assert platforms == ["libqoffscreen.so", "libqxcb.so"]
    for dropped in ("wayland", "eglfs", "platformthemes", "QtNetwork", "QtQml", "libcups.so"):
        assert not [p for p in files if dropped in p], dropped
    assert {"resources/i18n/pulka_ru.qm", "resources/i18n/pulka_en.qm"} <= files
    assert "resources/store/new-database.sqlite3" in files  # a first start copies it
    assert not [p for p in files if p.endswith(".ts")]
    # Stripped: no symbol table left in the Qt libraries (toolchain-notes.md section 5).
    symbols = subprocess.run(
        ["objdump", "-h", str(internal / "PySide6" / "Qt" / "lib" / "libQt6Widgets.so.6")],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert ".symtab" not in symbols and ".debug_info" not in symbols


def test_deb_installs_into_a_root_and_starts(out: Path, tmp_path: Path) -> None:
    deb = out / f"pulka_{version()}_amd64.deb"
    if not deb.exists():  # another architecture: the name carries dpkg's
        (deb,) = out.glob(f"pulka_{version()}_*.deb")
    fields = subprocess.run(
        ["dpkg-deb", "--field", str(deb), "Package", "Version", "Section"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    assert fields == ["Package: pulka", f"Version: {version()}", "Section: games"]
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    launcher = root / "usr" / "bin" / "pulka"
    assert launcher.is_symlink() and os.readlink(launcher) == "../../opt/pulka/pulka"
    desktop = (root / "usr" / "share" / "applications" / "pulka.desktop").read_text("utf-8")
    assert "\nExec=pulka\n" in desktop and "\nIcon=pulka\n" in desktop
    assert "\nName[ru]=Пулька\n" in desktop
    icon = root / "usr" / "share" / "icons" / "hicolor" / "256x256" / "apps" / "pulka.png"
    assert icon.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # Started through the /usr/bin symlink, from a folder outside the checkout.
    assert_self_test_passes(run([str(launcher), "--self-test"], tmp_path))
    result = run([str(launcher), "--version"], tmp_path)
    assert result.stdout.strip() == f"pulka {version()}"


def test_tarball_runs_in_place_and_adds_a_menu_entry(out: Path, tmp_path: Path) -> None:
    (archive,) = out.glob(f"pulka-{version()}-linux-*.tar.gz")
    with tarfile.open(archive) as tar:
        tar.extractall(tmp_path, filter="tar")
    (folder,) = tmp_path.glob("pulka-*")
    result = run([str(folder / "pulka"), "--version"], tmp_path)
    assert result.stdout.strip() == f"pulka {version()}"
    home = tmp_path / "home"
    home.mkdir()
    env = {**clean_env(home), "XDG_DATA_HOME": str(home / "share")}
    subprocess.run([str(folder / "install.sh")], env=env, check=True, capture_output=True)
    entry = (home / "share" / "applications" / "pulka.desktop").read_text("utf-8")
    assert f'\nExec="{folder}/pulka"\n' in entry
    icon = home / "share" / "icons" / "hicolor" / "256x256" / "apps" / "pulka.png"
    assert f"\nIcon={icon}\n" in entry and icon.exists()


def deb_file(out: Path) -> Path:
    (deb,) = out.glob(f"pulka_{version()}_*.deb")
    return deb


def glibc_by_readelf(bundle: Path) -> tuple[int, ...]:
    """The newest GLIBC_ version the bundle's ELF files need, read another way than build.py:
    ``readelf -V``, the ``Name:`` entries of each file's version-needs section."""
    files = [
        str(path)
        for path in bundle.rglob("*")
        if path.is_file() and not path.is_symlink() and path.read_bytes()[:4] == b"\x7fELF"
    ]
    dump = subprocess.run(
        ["readelf", "-V", "-W", *files], capture_output=True, text=True, check=True
    ).stdout
    newest: tuple[int, ...] = (0,)
    for section in dump.split("Version needs section '.gnu.version_r'")[1:]:
        needs = re.split(r"\n(?:File: |Version \w+ section)", section, maxsplit=1)[0]
        for match in re.finditer(r"Name: GLIBC_([\d.]+)", needs):
            newest = max(newest, tuple(int(part) for part in match[1].split(".")))
    return newest


def test_deb_depends_on_the_glibc_the_bundle_needs(out: Path) -> None:
    needed = glibc_by_readelf(out / "dist" / "pulka")
    assert needed >= (2, 17)  # Qt 6 alone needs more than that: the scan found the references
    depends = subprocess.run(
        ["dpkg-deb", "--field", str(deb_file(out)), "Depends"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    figure = ".".join(map(str, needed))
    assert depends.startswith(f"libc6 (>= {figure}), "), depends
    build = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "build.py"),
            "--glibc-needed",
            str(out / "dist" / "pulka"),
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert build.stdout.strip() == figure
    # No Homepage unless the release workflow names the repository (PULKA_HOMEPAGE).
    fields = subprocess.run(
        ["dpkg-deb", "--info", str(deb_file(out))], capture_output=True, text=True, check=True
    ).stdout
    assert "Homepage:" not in fields


def test_deb_is_lintian_clean(out: Path) -> None:
    lintian = require_program("lintian", ".ci/run installs it: apt-get install lintian")
    deb = deb_file(out)
    result = subprocess.run(
        [lintian, "--fail-on=error,warning", "--display-info", "--tag-display-limit=0", str(deb)],
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT,
        check=False,
    )
    # Clean but for packaging/linux/lintian-overrides, and every override there is still needed
    # (lintian reports an unused one as information). Other information tags are not defects.
    report = [
        line
        for line in result.stdout.splitlines()
        if line[:2] in {"E:", "W:"} or "unused-override" in line or "mismatched-override" in line
    ]
    assert (result.returncode, report) == (0, []), result.stdout + result.stderr


def test_deb_metainfo_passes_appstream_validation(out: Path, tmp_path: Path) -> None:
    appstreamcli = require_program("appstreamcli", ".ci/run installs it: apt-get install appstream")
    subprocess.run(["dpkg-deb", "-x", str(deb_file(out)), str(tmp_path)], check=True)
    (metainfo,) = (tmp_path / "usr" / "share" / "metainfo").iterdir()
    assert metainfo.name == "org.pulka.Pulka.metainfo.xml"
    result = subprocess.run(
        [appstreamcli, "validate", "--no-net", "--explain", str(metainfo)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0 and "Validation was successful" in result.stdout, (
        result.stdout + result.stderr
    )
    component = ElementTree.parse(metainfo).getroot()
    assert component.findtext("launchable") == "pulka.desktop"
    assert (tmp_path / "usr" / "share" / "applications" / "pulka.desktop").exists()
    (release,) = component.iter("release")
    assert release.get("version") == version()
    assert component.findtext("name[@{http://www.w3.org/XML/1998/namespace}lang='ru']") == "Пулька"


def test_readme_glibc_figure_is_checked_by_the_release_workflow() -> None:
    """The README's figure is for the release bundle (built on the workflow's Ubuntu); the
    release job compares it with ``build.py --glibc-needed`` and stops on a difference."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (figure,) = re.findall(r"It needs glibc (\d+\.\d+) or newer", readme)
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert "build.py --glibc-needed packaging/out/dist/pulka" in workflow
    assert 'grep -q "It needs glibc $needed or newer" README.md' in workflow
    # Built on Ubuntu 22.04 (glibc 2.35), the bundle cannot need a newer glibc than that.
    assert "os: ubuntu-22.04" in workflow
    assert tuple(map(int, figure.split("."))) <= (2, 35)
