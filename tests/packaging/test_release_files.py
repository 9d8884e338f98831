"""``SHA256SUMS`` and the release notes (``packaging/release_files.py``): ``sha256sum --check``
accepts the sums offline and catches a damaged file; the notes and the README say the same."""

from __future__ import annotations

import hashlib
import importlib.util
import subprocess
from pathlib import Path
from types import ModuleType

from tests.packaging.tooling import ROOT

INSTALLERS = {
    "pulka-0.1.0-windows-setup.exe": b"MZ windows",
    "Pulka-0.1.0-macos-arm64.dmg": b"dmg arm",
    "Pulka-0.1.0-macos-x86_64.dmg": b"dmg intel",
    "pulka_0.1.0_amd64.deb": b"!<arch> deb",
    "pulka-0.1.0-linux-x86_64.tar.gz": b"\x1f\x8b tarball" * 100_000,
}


def release_files() -> ModuleType:
    path = ROOT / "packaging" / "release_files.py"
    spec = importlib.util.spec_from_file_location("pulka_release_files", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def make_release(folder: Path) -> Path:
    folder.mkdir()
    for name, data in INSTALLERS.items():
        (folder / name).write_bytes(data)
    notes = folder.parent / "release-notes.md"
    assert release_files().main([str(folder), "--version", "0.1.0", "--notes", str(notes)]) == 0
    return notes


def test_sha256sum_checks_the_downloads_offline(tmp_path: Path) -> None:
    folder = tmp_path / "installers"
    make_release(folder)
    sums = (folder / "SHA256SUMS").read_text(encoding="utf-8").splitlines()
    assert sums == [
        f"{hashlib.sha256(INSTALLERS[name]).hexdigest()}  {name}" for name in sorted(INSTALLERS)
    ]
    check = ["sha256sum", "--check", "--ignore-missing", "SHA256SUMS"]
    result = subprocess.run(check, cwd=folder, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert sorted(result.stdout.splitlines()) == sorted(f"{name}: OK" for name in INSTALLERS)
    # One downloaded file alone beside SHA256SUMS is checked; a damaged one is caught.
    (folder / "Pulka-0.1.0-macos-arm64.dmg").unlink()
    (folder / "pulka_0.1.0_amd64.deb").write_bytes(b"!<arch> deb, truncated")
    result = subprocess.run(check, cwd=folder, capture_output=True, text=True, check=False)
    assert result.returncode == 1
    assert "pulka_0.1.0_amd64.deb: FAILED" in result.stdout


def test_release_notes_list_every_installer_with_its_checksum(tmp_path: Path) -> None:
    notes = make_release(tmp_path / "installers").read_text(encoding="utf-8")
    rows = [line for line in notes.splitlines() if line.startswith("| `")]
    assert [row.split("`")[1] for row in rows] == [
        "pulka-0.1.0-windows-setup.exe",
        "Pulka-0.1.0-macos-arm64.dmg",
        "Pulka-0.1.0-macos-x86_64.dmg",
        "pulka_0.1.0_amd64.deb",
        "pulka-0.1.0-linux-x86_64.tar.gz",
    ]
    for row in rows:
        name = row.split("`")[1]
        assert f"`{hashlib.sha256(INSTALLERS[name]).hexdigest()}`" in row
    assert "Apple silicon" in rows[1] and "Intel" in rows[2]
    assert "| 1.0 MB |" in rows[4]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for command in (
        "sha256sum --check --ignore-missing SHA256SUMS",
        "shasum -a 256 <file>",
        "Get-FileHash <file>",
    ):
        assert command in notes and command in readme, command


def test_the_release_job_attaches_the_sums_and_the_notes() -> None:
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert (
        'python3 packaging/release_files.py installers --version "${GITHUB_REF_NAME#v}" '
        "--notes release-notes.md" in workflow
    )
    assert "files: installers/*" in workflow and "body_path: release-notes.md" in workflow
