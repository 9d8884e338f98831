"""The macOS steps that need no Mac, run on Linux: ``Info.plist`` values, the check of a built
``Pulka.app`` (``packaging/macos_app.py``), ``packaging/macos/make-dmg.sh`` up to ``hdiutil``
(replaced by a recording stand-in), and shellcheck on every shell script of the repository.

The stand-in bundle has the layout PyInstaller's ``BUNDLE`` makes: ``Contents/Info.plist``, the
executable in ``Contents/MacOS``, data in ``Contents/Resources`` cross-linked from
``Contents/Frameworks``. Only the release workflow builds the real one (and runs the same check).
"""

from __future__ import annotations

import importlib.util
import os
import platform
import plistlib
import subprocess
import tomllib
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

from tests.packaging.tooling import ROOT, require_program

PACKAGING = ROOT / "packaging"
MAKE_DMG = PACKAGING / "macos" / "make-dmg.sh"


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"pulka_{name}", PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


macos_app = load("macos_app")
build = load("build")


def version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def stand_in_app(folder: Path, app_version: str) -> Path:
    """``Pulka.app`` as PyInstaller lays it out, with the Info.plist the spec asks for."""
    app = folder / "Pulka.app"
    contents = app / "Contents"
    for sub in ("MacOS", "Resources/resources/i18n", "Resources/resources/store", "Frameworks"):
        (contents / sub).mkdir(parents=True)
    # PyInstaller's own keys first, then the spec's info_plist over them (as BUNDLE merges).
    plist = {"CFBundleInfoDictionaryVersion": "6.0", "LSBackgroundOnly": False}
    plist.update(macos_app.info_plist(app_version))
    with (contents / "Info.plist").open("wb") as handle:
        plistlib.dump(plist, handle)
    executable = contents / "MacOS" / "pulka"
    executable.write_bytes(b"\xcf\xfa\xed\xfe stand-in Mach-O")
    executable.chmod(0o755)
    pngs = {size: b"\x89PNG" + bytes(size) for size in (32, 128, 256, 512)}
    (contents / "Resources" / "pulka.icns").write_bytes(build.icns_bytes(pngs))
    (contents / "Resources" / "resources" / "i18n" / "pulka_ru.qm").write_bytes(b"qm")
    (contents / "Resources" / "resources" / "store" / "new-database.sqlite3").write_bytes(b"db")
    (contents / "Frameworks" / "resources").symlink_to("../Resources/resources")
    return app


def test_info_plist_values() -> None:
    plist = macos_app.info_plist(version())
    assert plist["CFBundleIdentifier"] == "org.pulka.Pulka" == build.APPSTREAM_ID
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == version()
    assert plist["CFBundleExecutable"] == "pulka"  # the EXE name in pulka.spec
    assert plist["CFBundleIconFile"] == "pulka.icns"  # what build.make_icons writes
    assert plist["CFBundlePackageType"] == "APPL"
    assert plist["CFBundleLocalizations"] == ["ru", "en"]
    assert plist["LSApplicationCategoryType"] == "public.app-category.card-games"
    # A valid XML property list: every value is a plist type and survives a round trip.
    assert plistlib.loads(plistlib.dumps(plist, fmt=plistlib.FMT_XML)) == plist
    spec = (PACKAGING / "pulka.spec").read_text(encoding="utf-8")
    assert "info_plist=macos_app.info_plist(VERSION)" in spec
    assert "bundle_identifier=macos_app.BUNDLE_ID" in spec


def test_a_well_formed_bundle_passes(tmp_path: Path) -> None:
    assert macos_app.check_app(stand_in_app(tmp_path, version()), version()) == []


def _break_version(app: Path) -> None:
    plist_path = app / "Contents" / "Info.plist"
    plist = plistlib.loads(plist_path.read_bytes())
    plist["CFBundleShortVersionString"] = "0.0.9"
    plist_path.write_bytes(plistlib.dumps(plist))


BROKEN: list[tuple[str, Callable[[Path], None], str]] = [
    ("version", _break_version, "Info.plist CFBundleShortVersionString is '0.0.9'"),
    ("no executable", lambda app: (app / "Contents/MacOS/pulka").unlink(), "no executable"),
    ("not executable", lambda app: (app / "Contents/MacOS/pulka").chmod(0o644), "no executable"),
    ("no icon", lambda app: (app / "Contents/Resources/pulka.icns").unlink(), "no icon"),
    (
        "no translation",
        lambda app: (app / "Contents/Resources/resources/i18n/pulka_ru.qm").unlink(),
        "missing Contents/Resources/resources/i18n/pulka_ru.qm",
    ),
    (
        "garbage plist",
        lambda app: (app / "Contents/Info.plist").write_bytes(b"<plist>"),
        "Info.plist: unreadable",
    ),
    ("no plist", lambda app: (app / "Contents/Info.plist").unlink(), "not an application bundle"),
]


@pytest.mark.parametrize(("case", "damage", "problem"), BROKEN, ids=[case for case, *_ in BROKEN])
def test_a_malformed_bundle_is_reported(
    tmp_path: Path, case: str, damage: Callable[[Path], None], problem: str
) -> None:
    app = stand_in_app(tmp_path, version())
    damage(app)
    problems = macos_app.check_app(app, version())
    assert len(problems) == 1 and problem in problems[0], problems


@pytest.fixture
def fake_hdiutil(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``hdiutil`` on PATH that records its arguments and what the source folder held."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    record = tmp_path / "hdiutil.txt"
    script = bin_dir / "hdiutil"
    script.write_text(
        "#!/bin/sh\n"
        f'printf "%s\\n" "$@" > "{record}"\n'
        'while [ "$1" != "-srcfolder" ]; do shift; done\n'
        f'(cd "$2" && find . | sort && readlink Applications) >> "{record}"\n'
        'for last; do :; done\necho image > "$last"\n',
        encoding="utf-8",
    )
    script.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    return record


def test_make_dmg_stages_the_app_and_applications_link(tmp_path: Path, fake_hdiutil: Path) -> None:
    app = stand_in_app(tmp_path / "dist", version())
    out = tmp_path / "out"
    image = build.make_dmg(app, out, version())
    assert image == out / f"Pulka-{version()}-macos-{platform.machine()}.dmg"
    assert image.read_text() == "image\n"
    assert not (out / "dmg").exists()  # the staging folder is removed
    lines = fake_hdiutil.read_text().splitlines()
    staging = str(out / "dmg")
    assert lines[:10] == [
        *("create", "-quiet", "-volname", f"Pulka {version()}", "-srcfolder", staging),
        *("-ov", "-format", "UDZO", str(image)),
    ]
    listing = lines[10:]
    assert "./Applications" in listing and listing[-1] == "/Applications"
    for path in (
        "./Pulka.app/Contents/Info.plist",
        "./Pulka.app/Contents/MacOS/pulka",
        "./Pulka.app/Contents/Resources/resources/i18n/pulka_ru.qm",
        "./Pulka.app/Contents/Frameworks/resources",
    ):
        assert path in listing, path


def test_make_dmg_refuses_a_malformed_bundle_before_hdiutil(
    tmp_path: Path, fake_hdiutil: Path
) -> None:
    app = stand_in_app(tmp_path / "dist", "0.0.9")
    with pytest.raises(SystemExit, match=r"Pulka\.app is malformed"):
        build.make_dmg(app, tmp_path / "out", version())
    assert not fake_hdiutil.exists()
    result = subprocess.run(
        ["sh", str(MAKE_DMG), str(tmp_path), version(), "arm64", str(tmp_path / "out")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (result.returncode, result.stderr.strip()) == (
        2,
        f"make-dmg: {tmp_path} is not an application bundle",
    )


def test_shell_scripts_pass_shellcheck() -> None:
    shellcheck = require_program("shellcheck", ".ci/run installs it: apt-get install shellcheck")
    ours = [p for p in PACKAGING.rglob("*.sh") if not {"node_modules", "out"} & set(p.parts)]
    scripts = [*sorted(ours), ROOT / ".ci" / "run"]
    assert MAKE_DMG in scripts
    result = subprocess.run(
        [shellcheck, *map(str, scripts)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
