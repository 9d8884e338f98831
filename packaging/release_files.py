"""``SHA256SUMS`` and the release notes for the installers a release attaches (``release.yml``).

``python packaging/release_files.py FOLDER --version 0.1.0 --notes release-notes.md`` writes
``FOLDER/SHA256SUMS`` (the format ``sha256sum -c`` reads: ``<hex>  <name>``, one line per file,
sorted) and the notes: which file is for which system, with its size and SHA-256, and how to
check a download without a network (README, "Install"). Standard library only: the release job
runs it with the runner's Python.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Sequence
from pathlib import Path

SUMS_NAME = "SHA256SUMS"

# (file name pattern, who it is for), in the order the notes list them.
SYSTEMS = (
    ("-windows-setup.exe", "Windows 10/11 (64-bit): run it; installs for your user only"),
    ("-macos-arm64.dmg", "macOS on Apple silicon (M1 and later): open it, drag Pulka to Apps"),
    ("-macos-x86_64.dmg", "macOS on Intel: open it, drag Pulka to Applications"),
    (".deb", "Debian, Ubuntu, Mint: `sudo apt install ./<file>`"),
    (".tar.gz", "other Linux (glibc, X11 or XWayland): unpack, run `./pulka`"),
)


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def installers(folder: Path) -> list[Path]:
    """The files to publish: everything in ``folder`` but the checksum file itself."""
    return sorted(p for p in folder.iterdir() if p.is_file() and p.name != SUMS_NAME)


def sha256sums(files: Sequence[Path]) -> str:
    """The text of ``SHA256SUMS``; two spaces mark binary-safe text mode for ``sha256sum -c``."""
    return "".join(f"{sha256_of(path)}  {path.name}\n" for path in files)


def purpose(name: str) -> str:
    for suffix, text in SYSTEMS:
        if name.endswith(suffix):
            return text
    return "other"


def release_notes(version: str, files: Sequence[Path]) -> str:
    """Markdown for the release page: the files by system, then how to check a download."""
    lines = [f"## Pulka {version}", "", "| file | for | size | SHA-256 |", "|---|---|---|---|"]
    order = {suffix: index for index, (suffix, _) in enumerate(SYSTEMS)}

    def rank(path: Path) -> int:
        return next((i for s, i in order.items() if path.name.endswith(s)), len(order))

    for path in sorted(files, key=lambda p: (rank(p), p.name)):
        size = f"{path.stat().st_size / 1_000_000:.1f} MB"
        lines.append(f"| `{path.name}` | {purpose(path.name)} | {size} | `{sha256_of(path)}` |")
    lines += [
        "",
        "Every installer works offline. To check a download (or a copy on a USB stick), put it",
        f"beside `{SUMS_NAME}` and run, without a network:",
        "",
        f"- Linux: `sha256sum --check --ignore-missing {SUMS_NAME}` (prints `<file>: OK`);",
        f"- macOS: `shasum -a 256 <file>` and compare with the file's line in `{SUMS_NAME}`;",
        "- Windows (PowerShell): `Get-FileHash <file>` (SHA-256) and compare likewise.",
        "",
        "A match proves the file is complete and unchanged since it was built here; compare with",
        "the list on this page, not with a list that came with the file.",
        "",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("folder", type=Path, help="the downloaded installers")
    parser.add_argument("--version", required=True, help="the release's version (no leading v)")
    parser.add_argument("--notes", type=Path, required=True, help="where to write the notes")
    args = parser.parse_args(argv)
    files = installers(args.folder)
    if not files:
        print(f"release_files: no installers in {args.folder}", file=sys.stderr)
        return 2
    (args.folder / SUMS_NAME).write_text(sha256sums(files), encoding="utf-8")
    args.notes.write_text(release_notes(args.version, files), encoding="utf-8")
    print((args.folder / SUMS_NAME).read_text(encoding="utf-8"), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
