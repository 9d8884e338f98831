"""The installer inputs that only run on other systems: Inno Setup script, icons, .desktop."""

from __future__ import annotations

import importlib.util
import re
import struct
import subprocess
from configparser import ConfigParser
from pathlib import Path
from types import ModuleType
from xml.etree import ElementTree

from tests.packaging.tooling import require_node_package, require_program

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def build_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("pulka_build", PACKAGING / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_inno_setup_script_is_per_user_with_menu_entry_and_uninstaller() -> None:
    text = (PACKAGING / "windows" / "pulka.iss").read_text(encoding="utf-8")
    setup = dict(re.findall(r"^(\w+)=(.*)$", text, re.MULTILINE))
    assert setup["PrivilegesRequired"] == "lowest"  # no administrator rights
    # %LOCALAPPDATA%\Programs per user; only the wine test compiles another InstallRoot.
    assert setup["DefaultDirName"] == r"{#InstallRoot}\Pulka"
    assert '#ifndef InstallRoot\n  #define InstallRoot "{autopf}"\n#endif' in text
    assert setup["OutputBaseFilename"] == "pulka-{#AppVersion}-windows-setup"
    assert r'Name: "{autoprograms}\{cm:AppTitle}"; Filename: "{app}\pulka.exe"' in text
    assert r'Filename: "{uninstallexe}"' in text
    # Every /D define build.py passes has a default in the script, and vice versa.
    source = (PACKAGING / "build.py").read_text(encoding="utf-8")
    passed = set(re.findall(r'f"/D(\w+)=', source))
    declared = set(re.findall(r"^#ifndef (\w+)$", text, re.MULTILINE))
    assert passed == {"AppVersion", "SourceDir", "OutputDir", "IconFile"}
    assert declared == passed | {"InstallRoot"}


# Inno Setup's own messages whose Russian text shows the app's name: ``[name]`` (or
# ``[name/ver]``) in the wizard, ``%1`` in the privileges choice and the uninstaller.
NAMED = {
    "WelcomeLabel1",
    "WelcomeLabel2",
    "SelectDirDesc",
    "SelectDirLabel3",
    "SelectTasksLabel2",
    "ReadyLabel1",
    "PreparingDesc",
    "PreviousInstallNotCompleted",
    "PrepareToInstallNeedsRestart",
    "InstallingLabel",
    "FinishedHeadingLabel",
    "FinishedLabelNoIcons",
    "FinishedLabel",
    "FinishedRestartLabel",
    "FinishedRestartMessage",
    "PrivilegesRequiredOverrideText1",
    "PrivilegesRequiredOverrideText2",
    "ConfirmUninstall",
    "UninstallStatusLabel",
    "UninstalledAll",
    "UninstalledMost",
    "UninstalledAndNeedsRestart",
    "StatusUninstalling",
    "ShutdownBlockReasonInstallingApp",
    "ShutdownBlockReasonUninstallingApp",
}
BEFORE_THE_NAME = {"PrivilegesRequiredOverrideText1", "PrivilegesRequiredOverrideText2"}
"""Shown before Setup knows the name: Inno's %1 there is the setup file's name (under wine:
«pulka-0.1.0-windows-setup может быть установлена…»), so the script names it in both."""


def test_setup_in_russian_says_the_program_and_its_name_in_quotes() -> None:
    """Inno's Russian sentences put the bare name where Russian declines it («Вас приветствует
    Мастер установки Пулька», «установит Пулька 0.1.0»): the script words each of them again,
    declining «программа» and keeping the name whole in quotes, «программы «Пулька»»
    (docs/texts.md, "The product's name"); the English ones stay Inno's but for the choice
    for whom to install, which gets the name in both languages."""
    text = (PACKAGING / "windows" / "pulka.iss").read_text(encoding="utf-8")
    assert "\n[Messages]\n" in text
    section = text.split("\n[Messages]\n")[1].split("\n[")[0]
    found = re.findall(r"^(\w+)\.(\w+)=(.*)$", section, re.MULTILINE)
    russian = {name: sentence for language, name, sentence in found if language == "russian"}
    english = {name: sentence for language, name, sentence in found if language == "english"}
    assert set(russian) == NAMED
    for name, sentence in russian.items():
        if name in BEFORE_THE_NAME:
            assert sentence.startswith("Программа «Пулька» может быть установлена"), name
            assert "%1" not in sentence and "%1" not in english[name]
            assert english[name].startswith("Pulka can be installed")
            continue
        assert re.search(r"[Пп]рограмм[аыуе] «(\[name\]|%1)»", sentence), (name, sentence)
        assert "[name/ver]" not in sentence and "Пульк" not in sentence, name
    assert set(english) == BEFORE_THE_NAME


def test_every_russian_inno_sentence_with_the_name_is_worded_again() -> None:
    """Against the Russian texts of the Inno Setup the build uses (packaging/tools): a message
    a later version adds with the name in it is not left in Inno's wording."""
    isl = require_node_package("innosetup") / "bin" / "Languages" / "Russian.isl"
    inno = dict(re.findall(r"^(\w+)=(.*)$", isl.read_text(encoding="cp1251"), re.MULTILINE))
    with_name = {name for name, sentence in inno.items() if "[name" in sentence}
    assert with_name <= NAMED, sorted(with_name - NAMED)
    assert NAMED - set(inno) == set()  # none of ours is a misspelt name Inno would ignore


def test_desktop_entry() -> None:
    entry = ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(PACKAGING / "linux" / "pulka.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert (section["Type"], section["Exec"], section["Icon"]) == ("Application", "pulka", "pulka")
    assert section["Name[ru]"] == "Пулька"
    assert section["Categories"].split(";")[:2] == ["Game", "CardGame"]


def test_ico_and_icns_containers() -> None:
    build = build_module()
    pngs = {size: b"\x89PNG" + bytes([size % 256]) * size for size in (16, 32, 128, 256, 512)}
    ico = build.ico_bytes(pngs)
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, 4)  # 512 does not fit an ICO entry
    width, height, *_rest, size, offset = struct.unpack("<BBBBHHII", ico[6 + 3 * 16 : 6 + 4 * 16])
    assert (width, height) == (0, 0)  # 256 is written as 0
    assert ico[offset : offset + size] == pngs[256]
    icns = build.icns_bytes(pngs)
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    assert icns[8:12] == b"icp5" and struct.unpack(">I", icns[12:16])[0] == 8 + len(pngs[32])
    assert b"ic09" in icns and b"ic08" in icns and b"ic07" in icns


def validate_metainfo(text: str, folder: Path) -> str:
    appstreamcli = require_program("appstreamcli", ".ci/run installs it: apt-get install appstream")
    path = folder / "org.pulka.Pulka.metainfo.xml"
    path.write_text(text, encoding="utf-8")
    result = subprocess.run(
        [appstreamcli, "validate", "--no-net", "--explain", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0 and "Validation was successful" in result.stdout, (
        result.stdout + result.stderr
    )
    return result.stdout


def test_metainfo_local_build_has_no_web_addresses(tmp_path: Path) -> None:
    build = build_module()
    text = build.metainfo("0.1.0", "2026-11-30")
    validate_metainfo(text, tmp_path)
    component = ElementTree.fromstring(text)
    assert component.find("url") is None and component.find("screenshots") is None
    assert component.findtext("id") == build.APPSTREAM_ID


def test_metainfo_release_build_links_the_repository_and_screenshots(tmp_path: Path) -> None:
    build = build_module()
    base = "https://github.com/owner/pulka/raw/0123abc/docs/screenshots"
    text = build.metainfo("0.1.0", "2026-11-30", "https://github.com/owner/pulka", base)
    validate_metainfo(text, tmp_path)
    component = ElementTree.fromstring(text)
    assert component.findtext("url[@type='homepage']") == "https://github.com/owner/pulka"
    images = [image.text or "" for image in component.iter("image")]
    assert images == [f"{base}/{name}" for name, _, _ in build.SCREENSHOTS]
    for image in images:  # the release points at files that exist in the tagged tree
        assert (ROOT / "docs" / "screenshots" / image.rsplit("/", 1)[1]).is_file()
    (default, _second) = component.iter("screenshot")
    assert default.get("type") == "default"


def test_debian_control_homepage_only_when_known() -> None:
    build = build_module()
    local = build.debian_control("0.1.0", "amd64", 1000, "2.35", "")
    release = build.debian_control("0.1.0", "amd64", 1000, "2.35", "https://github.com/o/pulka")
    assert "Homepage" not in local
    assert release.replace("Homepage: https://github.com/o/pulka\n", "") == local
    fields = dict(line.split(": ", 1) for line in local.splitlines() if ": " in line[:30])
    assert fields["Depends"].startswith("libc6 (>= 2.35), ")
    assert fields["Maintainer"] == build.MAINTAINER
