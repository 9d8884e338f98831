"""The installer inputs that only run on other systems: Inno Setup script, icons, .desktop."""

from __future__ import annotations

import importlib.util
import re
import struct
from configparser import ConfigParser
from pathlib import Path
from types import ModuleType

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
    assert r'Name: "{autoprograms}\Pulka"; Filename: "{app}\pulka.exe"' in text
    assert r'Filename: "{uninstallexe}"' in text
    # Every /D define build.py passes has a default in the script, and vice versa.
    source = (PACKAGING / "build.py").read_text(encoding="utf-8")
    passed = set(re.findall(r'f"/D(\w+)=', source))
    declared = set(re.findall(r"^#ifndef (\w+)$", text, re.MULTILINE))
    assert passed == {"AppVersion", "SourceDir", "OutputDir", "IconFile"}
    assert declared == passed | {"InstallRoot"}


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
