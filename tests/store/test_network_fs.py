"""A database on a network filesystem is refused before a byte is read or written (issue 15):
SQLite's WAL mode needs every connection on one computer (app/store/network_fs.py)."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import main
from app.store import network_fs
from app.store.db import DatabaseRefused, open_connection
from app.store.network_fs import (
    linux_kind,
    linux_mount_kind,
    linux_statfs_type,
    mac_kind,
    mount_type_of,
    windows_kind,
)
from tests.store.test_db import make_game_db


@pytest.mark.parametrize(
    ("f_type", "mount_type", "expected"),
    [
        (0x6969, None, "nfs"),
        (0xFF534D42, None, "cifs"),
        (0xFE534D42, None, "smb2"),
        (0x517B, None, "smb"),
        (0x65735546, "fuse.sshfs", "fuse.sshfs"),
        (0x65735546, "fuse.rclone", "fuse.rclone"),
        (0x65735546, "fuseblk", None),  # ntfs-3g on a USB disk: local
        (0x65735546, None, None),
        (0xEF53, None, None),  # ext4
        (0x9123683E, None, None),  # btrfs
        (0x01021994, None, None),  # tmpfs
    ],
)
def test_linux_filesystem_types(f_type: int, mount_type: str | None, expected: str | None) -> None:
    assert linux_kind(f_type, mount_type) == expected


@pytest.mark.parametrize(
    ("mount_type", "expected"),
    [
        ("nfs", "nfs"),
        ("nfs4", "nfs4"),
        ("cifs", "cifs"),
        ("smb3", "smb3"),
        ("ceph", "ceph"),
        ("9p", "9p"),
        ("afs", "afs"),
        ("fuse.sshfs", "fuse.sshfs"),
        ("fuse.rclone", "fuse.rclone"),
        ("fuseblk", None),  # ntfs-3g on a USB disk: local
        ("ext4", None),
        ("btrfs", None),
        ("tmpfs", None),
        ("overlay", None),
        (None, None),  # no mount found: local
    ],
)
def test_linux_mount_types(mount_type: str | None, expected: str | None) -> None:
    # The names /proc/self/mountinfo gives the filesystems linux_kind knows by their magic.
    assert linux_mount_kind(mount_type) == expected


@pytest.mark.parametrize(
    ("name", "flags", "expected"),
    [
        ("nfs", 0, "nfs"),
        ("smbfs", 0, "smbfs"),
        ("afpfs", 0, "afpfs"),
        ("webdav", 0, "webdav"),
        ("apfs", 0x1000, None),
        ("hfs", 0x1000, None),
        ("exfat", 0x1000, None),
        ("macfuse", 0, "macfuse"),  # not marked local: someone else's disk
    ],
)
def test_macos_filesystem_types(name: str, flags: int, expected: str | None) -> None:
    assert mac_kind(name, flags) == expected


@pytest.mark.parametrize(
    ("path", "drive_type", "expected"),
    [
        (r"\\club-pc\games\pulka.sqlite3", None, "unc"),
        (r"\\?\UNC\club-pc\games\pulka.sqlite3", None, "unc"),
        ("//club-pc/games/pulka.sqlite3", None, "unc"),
        (r"Z:\pulka.sqlite3", 4, "network drive"),  # DRIVE_REMOTE
        (r"C:\Users\Anna\pulka.sqlite3", 3, None),  # DRIVE_FIXED
        (r"E:\pulka.sqlite3", 2, None),  # DRIVE_REMOVABLE: a USB stick is local
        (r"\\?\C:\Users\Anna\pulka.sqlite3", 3, None),
    ],
)
def test_windows_paths(path: str, drive_type: int | None, expected: str | None) -> None:
    assert windows_kind(path, drive_type) == expected


MOUNTINFO = """\
22 1 252:1 / / rw,relatime - ext4 /dev/vda1 rw
40 22 0:35 / /mnt/club\\040games rw,nosuid - fuse.sshfs anna@club:/srv rw
41 22 0:36 / /mnt/usb rw - fuseblk /dev/sdb1 rw
42 40 0:37 / /mnt/club\\040games/local rw - ext4 /dev/sdc1 rw
"""


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("/home/anna", "ext4"),
        ("/mnt/club games", "fuse.sshfs"),
        ("/mnt/club games/pulka", "fuse.sshfs"),
        ("/mnt/club gamesX", "ext4"),  # a longer name is another folder
        ("/mnt/club games/local/x", "ext4"),  # the deepest mount wins
        ("/mnt/usb/pulka", "fuseblk"),
    ],
)
def test_mount_type_of_a_path(path: str, expected: str) -> None:
    assert mount_type_of(Path(path), MOUNTINFO) == expected


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux statfs")
def test_statfs_reads_the_real_filesystem_type(tmp_path: Path) -> None:
    assert linux_statfs_type(Path("/proc")) == 0x9FA0  # PROC_SUPER_MAGIC
    assert network_fs.network_filesystem(tmp_path / "pulka.sqlite3") is None
    assert network_fs.network_filesystem(tmp_path / "not" / "yet" / "pulka.sqlite3") is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux mountinfo")
def test_linux_reads_the_mount_table_not_ctypes(tmp_path: Path) -> None:
    # Asked the way a start asks it, the answer comes without importing ctypes (issue 30).
    script = (
        "import sys; from pathlib import Path; from app.store import network_fs;"
        f" print(network_fs.network_filesystem(Path({str(tmp_path)!r})), 'ctypes' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout
    assert out.split() == ["None", "False"]


def nfs(path: Path) -> str:
    return "nfs"


def test_an_existing_database_on_a_network_share_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    make_game_db(path, deals=3)
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    listing = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(DatabaseRefused) as error:
        open_connection(path, network_probe=nfs)
    assert error.value.code == "network_filesystem"
    assert error.value.detail == "nfs"
    assert "club server" in str(error.value)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == listing  # no backup, no -wal


def test_a_new_database_is_not_created_on_a_network_share(tmp_path: Path) -> None:
    with pytest.raises(DatabaseRefused) as error:
        open_connection(tmp_path / "share" / "new.sqlite3", network_probe=nfs)
    assert error.value.code == "network_filesystem"
    assert not (tmp_path / "share").exists()


def test_a_local_folder_opens(tmp_path: Path) -> None:
    opened = open_connection(tmp_path / "p.sqlite3", network_probe=lambda path: None)
    opened.conn.close()


def test_the_command_line_says_so_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "club.sqlite3"
    make_game_db(path, deals=1)
    monkeypatch.setattr(network_fs, "network_filesystem", lambda p: "cifs")
    assert main(["export", str(path), "1", "-"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "network filesystem" in err and "club server" in err
