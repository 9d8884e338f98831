"""The Windows installer script compiled and run under wine: ``packaging/windows/pulka.iss``
compiled by Inno Setup's own ``ISCC.exe`` (the npm package ``innosetup``, as ``build.py``
calls it) against a stand-in payload with the Windows bundle's layout, then installed and
uninstalled silently for the current user (``/VERYSILENT /CURRENTUSER``).

Needs wine with 32-bit support (ISCC is 32-bit; Debian: ``wine32`` from the i386 architecture)
and 64-bit support (the setup is x64-only: ``wine64``). ``.ci/run`` installs them; where wine is
absent the module is skipped with that reason (also on CI, where the log of ``.ci/run`` says why
the install failed).

Wine differs from Windows in one place the script touches: it has no per-user program folder
(``FOLDERID_UserProgramFiles`` is unimplemented in wine 8.0, so ``{autopf}`` fails in a per-user
install). The script as shipped is compiled and its metadata checked; the copy that is installed
is compiled with ``InstallRoot={localappdata}\\Programs``, the folder ``{autopf}`` means on
Windows for a per-user install, and differs in nothing else.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tests.packaging.tooling import ROOT, missing, require_node_package

pytestmark = pytest.mark.slow

APP_ID = "{6E1F3C52-8B0A-4C1D-9A57-2F4E6B8D1C30}"
UNINSTALL_KEY = rf"Software\Microsoft\Windows\CurrentVersion\Uninstall\{APP_ID}_is1"
TIMEOUT = 180

# The Windows bundle (PyInstaller onedir, packaging/pulka.spec) in miniature: the executable at
# the top, everything else under _internal/ (Python, Qt, the app's resources).
PAYLOAD = (
    "pulka.exe",
    "_internal/python311.dll",
    "_internal/base_library.zip",
    "_internal/PySide6/Qt6Core.dll",
    "_internal/PySide6/plugins/platforms/qwindows.dll",
    "_internal/PySide6/translations/qtbase_ru.qm",
    "_internal/resources/i18n/pulka_ru.qm",
    "_internal/resources/store/new-database.sqlite3",
)


def version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def build_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("pulka_build", ROOT / "packaging" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def windows_path(path: Path) -> str:
    """Wine's drive Z: is the Unix root."""
    return "Z:" + str(path.resolve()).replace("/", "\\")


class Wine:
    """A private wine prefix."""

    def __init__(self, prefix: Path) -> None:
        self.prefix = prefix
        self.env = dict(
            os.environ,
            WINEPREFIX=str(prefix),
            WINEDEBUG="-all",
            # No Mono or Gecko download prompts: nothing here needs .NET or a browser engine.
            WINEDLLOVERRIDES="mscoree,mshtml=",
        )
        self.env.pop("DISPLAY", None)
        self.env.pop("WAYLAND_DISPLAY", None)

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        # Files, not pipes: wine's helper processes (services.exe, ...) outlive the program and
        # keep inherited pipes open, so reading a pipe to its end would wait for them.
        with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
            process = subprocess.run(
                ["wine", *args], env=self.env, stdout=out, stderr=err, timeout=TIMEOUT, check=False
            )
            out.seek(0)
            err.seek(0)
            return subprocess.CompletedProcess(
                process.args,
                process.returncode,
                out.read().decode("utf-8", "replace"),
                err.read().decode("utf-8", "replace"),
            )

    def wait_for(self, done: Callable[[], bool]) -> None:
        """Wait until ``done()`` (the uninstaller returns at once; a copy of it in the temporary
        folder does the work)."""
        deadline = time.monotonic() + TIMEOUT
        while not done() and time.monotonic() < deadline:
            time.sleep(0.2)

    def user_folder(self) -> Path:
        (folder,) = [p for p in (self.prefix / "drive_c" / "users").iterdir() if p.name != "Public"]
        return folder

    def registry_values(self, key: str) -> dict[str, str] | None:
        """The key's string values, or None when it does not exist. Exported to a .reg file
        (UTF-16): ``reg query`` prints through the console's code page, which turned
        «Пулька» into "??????"."""
        with tempfile.TemporaryDirectory() as folder:
            exported = Path(folder) / "key.reg"
            result = self.run("reg", "export", key, windows_path(exported), "/y")
            if result.returncode != 0 or not exported.exists():
                return None
            text = exported.read_text(encoding="utf-16")
        found = re.findall(r'^"([^"]+)"="((?:[^"\\]|\\.)*)"\s*$', text, re.MULTILINE)
        return {name: re.sub(r"\\(.)", r"\1", value) for name, value in found}  # \\ and \"


@pytest.fixture(scope="module")
def wine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Wine]:
    if shutil.which("wine") is None or shutil.which("wineserver") is None:
        pytest.skip("wine not installed: the Inno Setup check runs where .ci/run installed it")
    wine = Wine(tmp_path_factory.mktemp("wine") / "prefix")
    # No X server here: wine's null display driver still lets Setup create its (hidden) wizard.
    result = wine.run(
        "reg", "add", r"HKCU\Software\Wine\Drivers", "/v", "Graphics", "/d", "null", "/f"
    )
    if result.returncode != 0:
        missing(f"wine cannot create a prefix: {(result.stderr or result.stdout).strip()[-300:]}")
    # Restart on the null driver (the desktop process read the driver at the first start), and
    # keep that one server for the whole module instead of one per program.
    for command in (["wineserver", "-w"], ["wineserver", "-p"]):
        subprocess.run(command, env=wine.env, timeout=TIMEOUT, check=False)
    yield wine
    subprocess.run(["wineserver", "-k"], env=wine.env, timeout=TIMEOUT, check=False)


@pytest.fixture(scope="module")
def payload(tmp_path_factory: pytest.TempPathFactory) -> Path:
    bundle = tmp_path_factory.mktemp("bundle") / "pulka"
    for index, name in enumerate(PAYLOAD):
        path = bundle / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(f"stand-in {index}: {name}\n".encode() * (index + 1))
    return bundle


@pytest.fixture(scope="module")
def icon(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The real icon, drawn as ``make package`` draws it (ISCC refuses an invalid .ico); in a
    process of its own, since drawing creates a QGuiApplication, which would be in the way of
    the QApplication of later tests."""
    folder = tmp_path_factory.mktemp("icons")
    code = (
        "import sys; from pathlib import Path; "
        f"sys.path.insert(0, {str(ROOT / 'packaging')!r}); import build; "
        f"build.make_icons(Path({str(folder)!r}))"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run([sys.executable, "-c", code], env=env, check=True, timeout=TIMEOUT)
    return folder / "icons" / "pulka.ico"


def compile_setup(
    wine: Wine, payload: Path, icon: Path, out: Path, *extra: str
) -> subprocess.CompletedProcess[str]:
    iscc = require_node_package("innosetup") / "bin" / "ISCC.exe"
    out.mkdir(parents=True, exist_ok=True)
    arguments = build_module().iscc_arguments(payload, out, version(), icon, windows_path)
    return wine.run(str(iscc), *extra, *arguments)


def version_strings(exe: Path) -> dict[str, str]:
    """The StringFileInfo values of a PE file's version resource (UTF-16, space padded)."""
    data = exe.read_bytes()
    found = {}
    for key in ("FileVersion", "ProductVersion", "ProductName", "FileDescription"):
        start = data.find(key.encode("utf-16-le") + b"\0\0")
        assert start >= 0, key
        start += 2 * len(key) + 2
        while data[start : start + 2] == b"\0\0":  # alignment padding
            start += 2
        end = start
        while data[end : end + 2] != b"\0\0":
            end += 2
        found[key] = data[start:end].decode("utf-16-le").strip()
    return found


def test_the_shipped_script_compiles_with_the_version_of_pyproject(
    wine: Wine, payload: Path, icon: Path, tmp_path: Path
) -> None:
    result = compile_setup(wine, payload, icon, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    setup = tmp_path / build_module().setup_name(version())
    assert setup.read_bytes()[:2] == b"MZ"
    assert version_strings(setup) == {
        "FileVersion": version(),
        "ProductVersion": version(),
        "ProductName": "Pulka",
        "FileDescription": "Pulka - Preferans scorekeeper setup",
    }


@pytest.fixture(scope="module")
def setup_exe(wine: Wine, payload: Path, icon: Path, tmp_path_factory) -> Path:
    """The setup to install, compiled once for the module (see the module's docstring)."""
    out = tmp_path_factory.mktemp("setup")
    result = compile_setup(wine, payload, icon, out, r"/DInstallRoot={localappdata}\Programs")
    assert result.returncode == 0, result.stdout + result.stderr
    return out / build_module().setup_name(version())


# Setup's language (/LANG, as the player picks it in Setup's first dialog) → the name in the
# Start menu and in Settings > Apps, and the uninstaller's menu entry (docs/texts.md, "The
# product's name": Russian declines it inside a phrase).
INSTALLED_NAMES = [
    ("english", "Pulka", "Uninstall Pulka"),
    ("russian", "Пулька", "Удалить «Пульку»"),
]


@pytest.mark.parametrize(("language", "title", "uninstall"), INSTALLED_NAMES)
def test_silent_per_user_install_and_uninstall(
    wine: Wine, payload: Path, setup_exe: Path, tmp_path: Path, language, title, uninstall
) -> None:
    log = tmp_path / "install.log"
    result = wine.run(
        str(setup_exe),
        "/VERYSILENT",
        "/CURRENTUSER",
        "/SUPPRESSMSGBOXES",
        f"/LANG={language}",
        f"/LOG={windows_path(log)}",
    )
    assert result.returncode == 0, log.read_text("utf-8-sig", errors="replace")

    user = wine.user_folder()
    app = user / "AppData" / "Local" / "Programs" / "Pulka"
    for name in PAYLOAD:  # every file, byte for byte, in the per-user program folder
        assert (app / name).read_bytes() == (payload / name).read_bytes(), name
    assert (app / "unins000.exe").read_bytes()[:2] == b"MZ"
    menu = user / "AppData" / "Roaming" / "Microsoft" / "Windows" / "Start Menu" / "Programs"
    assert sorted(p.name for p in menu.glob("*.lnk")) == sorted(
        [f"{title}.lnk", f"{uninstall}.lnk"]
    )
    assert b"pulka.exe" in (menu / f"{title}.lnk").read_bytes().lower()
    assert not list(wine.prefix.glob("drive_c/ProgramData/**/*.lnk"))  # not all users'
    assert not list(user.glob("**/Desktop/*.lnk"))  # the desktop icon is opt-in
    entry = wine.registry_values(rf"HKCU\{UNINSTALL_KEY}")
    assert entry is not None, "no uninstall entry for the user (Settings > Apps)"
    assert (entry["DisplayName"], entry["DisplayVersion"], entry["Publisher"]) == (
        title,
        version(),
        "Pulka",
    )
    assert entry["UninstallString"].strip('"').endswith(r"\Programs\Pulka\unins000.exe")
    assert wine.registry_values(rf"HKLM\{UNINSTALL_KEY}") is None  # nothing machine-wide

    # The player's games live outside the program folder and survive uninstalling.
    games = user / "AppData" / "Local" / "Pulka" / "pulka.sqlite3"
    games.parent.mkdir(parents=True, exist_ok=True)  # the last install's games stayed too
    games.write_bytes(b"SQLite format 3\0 the player's games")
    result = wine.run(str(app / "unins000.exe"), "/VERYSILENT", "/SUPPRESSMSGBOXES")
    assert result.returncode == 0, result.stdout + result.stderr
    wine.wait_for(lambda: not app.exists())
    assert not app.exists()
    assert not list(menu.glob("*.lnk"))
    assert wine.registry_values(rf"HKCU\{UNINSTALL_KEY}") is None
    assert games.read_bytes() == b"SQLite format 3\0 the player's games"
