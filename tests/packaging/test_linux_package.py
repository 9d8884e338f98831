"""The Linux installers end to end: freeze with ``packaging/build.py``, run the frozen
``--self-test``, unpack the ``.deb`` into a temporary root with ``dpkg-deb -x`` and start it from
there, and unpack the ``.tar.gz`` and add its menu entry.

One build (about a minute on two cores) serves every test of the module. PyInstaller, binutils
and dpkg-deb are required: a missing tool fails the test (``make test`` installs the ``build``
extra and ``.ci/run`` the apt packages), it is never skipped on Linux.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path

import pytest

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
