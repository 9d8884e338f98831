"""Build Pulka's installers for the machine this runs on (``make package``).

Steps: compile the translations (``.ts`` -> ``.qm``), draw the icons from ``icons/pulka.svg``,
build the empty database a first start copies (the real migrations, ``app.store.template``),
freeze the app with PyInstaller (``pulka.spec``, onedir, trimmed), then wrap the bundle:

- Linux: ``pulka-<version>-linux-<arch>.tar.gz`` (bundle, ``.desktop`` file, icon, a script adding
  the menu entry) and ``pulka_<version>_<arch>.deb`` built with ``dpkg-deb``;
- Windows: ``pulka-<version>-windows-setup.exe`` from ``windows/pulka.iss`` (Inno Setup's ISCC);
- macOS: ``Pulka-<version>-macos.dmg`` holding ``Pulka.app`` (``hdiutil``).

Everything goes to ``packaging/out/`` (or ``--out``). ``--target bare`` freezes the bare PySide6
window used as the baseline of ``benchmarks/package.py`` instead, with the same trimming.
"""

from __future__ import annotations

import argparse
import datetime
import gzip
import os
import platform
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import time
import tomllib
from collections.abc import Callable, Sequence
from pathlib import Path
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
import macos_app  # noqa: E402 - beside this file, also read by pulka.spec

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# The AppStream id; the macOS bundle identifier is the same (one name for the app everywhere).
APPSTREAM_ID = macos_app.BUNDLE_ID
MAINTAINER = "Pulka developers <pulka@localhost>"


def project_version() -> str:
    """The version in ``pyproject.toml`` (the single source; ``app.__version__`` must agree)."""
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def log(message: str) -> None:
    print(f"[package] {message}", flush=True)


# -- translations ----------------------------------------------------------------------------


def lrelease() -> str | None:
    candidate = Path(sys.executable).with_name("pyside6-lrelease")
    if candidate.exists():
        return str(candidate)
    for name in ("pyside6-lrelease", "pyside6-lrelease.exe"):
        found = shutil.which(name)
        if found:
            return found
    return None


def compile_translations() -> list[Path]:
    """Every ``resources/i18n/*.ts`` compiled beside itself (the ``.qm`` are not committed)."""
    sources = sorted((ROOT / "resources" / "i18n").glob("*.ts"))
    if not sources:
        return []
    tool = lrelease()
    if tool is None:
        raise SystemExit("package: pyside6-lrelease not found (install PySide6-Essentials)")
    built = []
    for ts in sources:
        qm = ts.with_suffix(".qm")
        subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True)
        built.append(qm)
    log(f"translations: {', '.join(p.name for p in built)}")
    return built


# -- icons -----------------------------------------------------------------------------------


def render_pngs(svg: Path, sizes: Sequence[int]) -> dict[int, bytes]:
    """PNG bytes of the SVG at each size, drawn by QtSvg (no display needed)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"package: cannot read {svg}")
    result = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        buffer.close()
        result[size] = bytes(data.data())
    del _app
    return result


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows ``.ico`` with PNG-compressed images (Vista and later read them)."""
    sizes = [s for s in sorted(pngs) if s <= 256]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size == 256 else size  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS ``.icns`` with PNG entries (types ic07..ic09 = 128, 256, 512 pixels)."""
    types = {32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}
    body = b""
    for size, kind in types.items():
        if size in pngs:
            body += kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out: Path) -> Path:
    """``pulka.png`` (256), ``pulka-<n>.png``, ``pulka.ico`` and ``pulka.icns`` in ``out/icons``."""
    folder = out / "icons"
    folder.mkdir(parents=True, exist_ok=True)
    pngs = render_pngs(HERE / "icons" / "pulka.svg", ICON_SIZES)
    for size, data in pngs.items():
        (folder / f"pulka-{size}.png").write_bytes(data)
    (folder / "pulka.png").write_bytes(pngs[256])
    (folder / "pulka.ico").write_bytes(ico_bytes(pngs))
    (folder / "pulka.icns").write_bytes(icns_bytes(pngs))
    shutil.copy2(HERE / "icons" / "pulka.svg", folder / "pulka.svg")
    return folder


# -- PyInstaller -----------------------------------------------------------------------------


def make_database_template(out: Path) -> Path:
    """The empty database a first start copies (``app.store.template``), built by the real
    migrations; the spec ships it as ``resources/store/new-database.sqlite3``."""
    sys.path.insert(0, str(ROOT))
    from app.store.template import TEMPLATE_NAME, make_template

    path = make_template(out / "store" / TEMPLATE_NAME)
    log(f"database template: {path}")
    return path


def freeze(out: Path, target: str, version: str, icons: Path) -> Path:
    """Run PyInstaller on ``pulka.spec``; the bundle folder (``Pulka.app`` on macOS)."""
    env = dict(
        os.environ,
        PULKA_TARGET=target,
        PULKA_VERSION=version,
        PULKA_ICONS=str(icons),
    )
    if target == "pulka":
        env["PULKA_DB_TEMPLATE"] = str(make_database_template(out))
    env.pop("QT_QPA_PLATFORM", None)
    dist, work = out / "dist", out / "work" / target
    started = time.perf_counter()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            str(HERE / "pulka.spec"),
            "--noconfirm",
            "--log-level=WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
        ],
        check=True,
        env=env,
        cwd=ROOT,
    )
    name = "pulka" if target == "pulka" else "bare-window"
    bundle = dist / name
    if sys.platform == "darwin" and target == "pulka":
        bundle = dist / "Pulka.app"
    log(f"{target}: {bundle} in {time.perf_counter() - started:.1f} s, {folder_size(bundle)} bytes")
    return bundle


def folder_size(path: Path) -> int:
    """Total size of the regular files under ``path`` (symlinks not followed)."""
    total = 0
    for item in path.rglob("*"):
        if item.is_file() and not item.is_symlink():
            total += item.stat().st_size
    return total


def executable(bundle: Path) -> Path:
    """The frozen executable inside a bundle folder."""
    if bundle.suffix == ".app":
        return bundle / "Contents" / "MacOS" / "pulka"
    name = bundle.name + (".exe" if sys.platform == "win32" else "")
    return bundle / name


# -- Linux -----------------------------------------------------------------------------------


def deb_architecture() -> str:
    try:
        result = subprocess.run(
            ["dpkg", "--print-architecture"], check=True, capture_output=True, text=True
        )
        return result.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


GLIBC_REFERENCE = re.compile(rb"\bGLIBC_(\d+)\.(\d+)(?:\.(\d+))?\b")


def is_elf(path: Path) -> bool:
    with path.open("rb") as handle:
        return handle.read(4) == b"\x7fELF"


def glibc_needed(bundle: Path) -> str:
    """The newest ``GLIBC_`` symbol version any ELF file of the bundle asks for: the oldest glibc
    it runs on. Read from each file's version references (``objdump -p``); PyInstaller copies
    the build machine's libraries (libstdc++, libexpat, ...), so it depends on where it is built.
    """
    files = sorted(p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p))
    newest = (0, 0, 0)
    for start in range(0, len(files), 200):  # a few objdump runs, not one per file
        dump = subprocess.run(
            ["objdump", "-p", *map(str, files[start : start + 200])],
            check=True,
            capture_output=True,
        ).stdout
        for block in dump.split(b"Version References:")[1:]:
            references = block.split(b"\n\n", 1)[0]
            for match in GLIBC_REFERENCE.finditer(references):
                newest = max(newest, tuple(int(part or 0) for part in match.groups()))
    if newest == (0, 0, 0):
        raise SystemExit(f"package: no glibc version reference found in {bundle}")
    return ".".join(str(part) for part in (newest if newest[2] else newest[:2]))


def make_tarball(bundle: Path, out: Path, version: str, icons: Path) -> Path:
    """``pulka-<v>-linux-<arch>.tar.gz``: run ``./pulka`` in place, or add a menu entry."""
    stem = f"pulka-{version}-linux-{platform.machine()}"
    archive = out / f"{stem}.tar.gz"

    def rooted(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=stem, filter=rooted)
        tar.add(HERE / "linux" / "pulka.desktop", arcname=f"{stem}/pulka.desktop", filter=rooted)
        tar.add(icons / "pulka.png", arcname=f"{stem}/pulka.png", filter=rooted)
        tar.add(HERE / "linux" / "install.sh", arcname=f"{stem}/install.sh", filter=rooted)
    log(f"tar.gz: {archive} ({archive.stat().st_size} bytes)")
    return archive


def debian_control(version: str, arch: str, installed_kb: int, glibc: str, homepage: str) -> str:
    """``DEBIAN/control`` from ``linux/control.in``; the Homepage line only when there is one
    (the release workflow passes the repository's address)."""
    control = (HERE / "linux" / "control.in").read_text(encoding="utf-8")
    control = control.format(
        version=version,
        arch=arch,
        installed_size=installed_kb,
        glibc=glibc,
        maintainer=MAINTAINER,
        homepage=f"Homepage: {homepage}\n" if homepage else "",
    )
    return control


# (file in docs/screenshots, caption, Russian caption) for software centres.
SCREENSHOTS = (
    (
        "main-3p-en.png",
        "The sheet of a three-handed game, the card table and the history",
        "Лист пули на троих, игровой стол и история",
    ),
    (
        "deal-entry-en.png",
        "Entering a deal: what will be written is shown before it is recorded",
        "Запись сдачи: до записи видно, что попадёт в пулю",
    ),
)


def metainfo(version: str, date: str, homepage: str = "", screenshots_url: str = "") -> str:
    """The AppStream metainfo (``linux/pulka.metainfo.xml.in``) for this version; the homepage
    and the screenshots (``screenshots_url``: the web folder of ``docs/screenshots``) only when
    given, since AppStream accepts only web addresses for them."""
    links = ""
    if homepage:
        links += f'  <url type="homepage">{escape(homepage)}</url>\n'
    if screenshots_url:
        links += "  <screenshots>\n"
        for index, (name, caption, caption_ru) in enumerate(SCREENSHOTS):
            kind = ' type="default"' if index == 0 else ""
            links += (
                f"    <screenshot{kind}>\n"
                f"      <caption>{escape(caption)}</caption>\n"
                f'      <caption xml:lang="ru">{escape(caption_ru)}</caption>\n'
                f"      <image>{escape(screenshots_url.rstrip('/'))}/{name}</image>\n"
                "    </screenshot>\n"
            )
        links += "  </screenshots>\n"
    text = (HERE / "linux" / "pulka.metainfo.xml.in").read_text(encoding="utf-8")
    return text.replace("{version}", version).replace("{date}", date).replace("{links}", links)


def debian_changelog(version: str, date: datetime.datetime) -> str:
    """A native package's changelog (Policy 12.7): one entry for the packaged version."""
    stamp = date.strftime("%a, %d %b %Y %H:%M:%S +0000")
    return (
        f"pulka ({version}) stable; urgency=medium\n\n"
        f"  * Pulka {version}: the offline installer of the release.\n\n"
        f" -- {MAINTAINER}  {stamp}\n"
    )


def gzip_file(path: Path, text: str) -> None:
    """Compressed as Debian wants documentation: maximum compression, no name or time stamp."""
    with path.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as gz:
        gz.write(text.encode("utf-8"))


def build_date() -> datetime.datetime:
    """``SOURCE_DATE_EPOCH`` when set (reproducible builds), else now."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch:
        return datetime.datetime.fromtimestamp(int(epoch), datetime.UTC)
    return datetime.datetime.now(datetime.UTC).replace(microsecond=0)


def make_deb(bundle: Path, out: Path, version: str, icons: Path, compression: str) -> Path:
    """``pulka_<v>_<arch>.deb``: the bundle in /opt/pulka, ``pulka`` on PATH, menu entry, man
    page, AppStream metainfo; ``lintian`` clean but for the tags ``linux/lintian-overrides``
    justifies."""
    arch = deb_architecture()
    root = out / "deb-root"
    if root.exists():
        shutil.rmtree(root)
    opt = root / "opt" / "pulka"
    shutil.copytree(bundle, opt, symlinks=True)
    bin_dir = root / "usr" / "bin"
    bin_dir.mkdir(parents=True)
    # Relative, so the package also runs when unpacked elsewhere (dpkg-deb -x into a folder).
    (bin_dir / "pulka").symlink_to("../../opt/pulka/pulka")
    share = root / "usr" / "share"
    apps = share / "applications"
    apps.mkdir(parents=True)
    shutil.copy2(HERE / "linux" / "pulka.desktop", apps / "pulka.desktop")
    for size in ICON_SIZES:
        folder = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True)
        shutil.copy2(icons / f"pulka-{size}.png", folder / "pulka.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copy2(HERE / "icons" / "pulka.svg", scalable / "pulka.svg")
    date = build_date()
    (share / "metainfo").mkdir()
    (share / "metainfo" / f"{APPSTREAM_ID}.metainfo.xml").write_text(
        metainfo(
            version,
            date.date().isoformat(),
            os.environ.get("PULKA_HOMEPAGE", ""),
            os.environ.get("PULKA_SCREENSHOTS_URL", ""),
        ),
        encoding="utf-8",
    )
    (share / "man" / "man1").mkdir(parents=True)
    gzip_file(
        share / "man" / "man1" / "pulka.1.gz", (HERE / "linux" / "pulka.1").read_text("utf-8")
    )
    doc = share / "doc" / "pulka"
    doc.mkdir(parents=True)
    shutil.copy2(HERE / "linux" / "copyright", doc / "copyright")
    gzip_file(doc / "changelog.gz", debian_changelog(version, date))
    (share / "lintian" / "overrides").mkdir(parents=True)
    shutil.copy2(HERE / "linux" / "lintian-overrides", share / "lintian" / "overrides" / "pulka")
    installed_kb = (folder_size(root) + 1023) // 1024
    glibc = glibc_needed(bundle)
    control = debian_control(
        version, arch, installed_kb, glibc, os.environ.get("PULKA_HOMEPAGE", "")
    )
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(control, encoding="utf-8")
    # Only the program is executable; shared libraries need no execute bit (Policy 8.1).
    program = opt / "pulka"
    for path in [root, *root.rglob("*")]:
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or path == program else 0o644)
    package = out / f"pulka_{version}_{arch}.deb"
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", str(root), str(package)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    shutil.rmtree(root)
    log(f"deb: {package} ({package.stat().st_size} bytes), needs glibc {glibc}")
    return package


# -- Windows and macOS -----------------------------------------------------------------------


def find_iscc() -> str | None:
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        if base:
            candidate = Path(base) / "Inno Setup 6" / "ISCC.exe"
            if candidate.exists():
                return str(candidate)
    return None


def iscc_arguments(
    bundle: Path, out: Path, version: str, icon: Path, windows_path: Callable[[Path], str] = str
) -> list[str]:
    """ISCC's arguments for ``windows/pulka.iss``; ``windows_path`` turns a path into the form
    the compiler reads (the tests run ISCC under wine, where ``/x`` is ``Z:\\x``)."""
    return [
        "/Q",
        f"/DAppVersion={version}",
        f"/DSourceDir={windows_path(bundle)}",
        f"/DOutputDir={windows_path(out)}",
        f"/DIconFile={windows_path(icon)}",
        windows_path(HERE / "windows" / "pulka.iss"),
    ]


def setup_name(version: str) -> str:
    return f"pulka-{version}-windows-setup.exe"


def make_windows_setup(bundle: Path, out: Path, version: str, icons: Path) -> Path:
    iscc = find_iscc()
    if iscc is None:
        raise SystemExit("package: Inno Setup's ISCC.exe not found (choco install innosetup)")
    subprocess.run([iscc, *iscc_arguments(bundle, out, version, icons / "pulka.ico")], check=True)
    setup = out / setup_name(version)
    log(f"setup: {setup}")
    return setup


def make_dmg(app_bundle: Path, out: Path, version: str) -> Path:
    """Check ``Pulka.app`` (``macos_app.check_app``), then ``macos/make-dmg.sh`` wraps it."""
    problems = macos_app.check_app(app_bundle, version)
    if problems:
        raise SystemExit("package: Pulka.app is malformed:\n  " + "\n  ".join(problems))
    result = subprocess.run(
        [
            "sh",
            str(HERE / "macos" / "make-dmg.sh"),
            str(app_bundle),
            version,
            platform.machine(),
            str(out),
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    image = Path(result.stdout.strip().splitlines()[-1])
    log(f"dmg: {image}")
    return image


# -- main ------------------------------------------------------------------------------------


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "out", help="output folder")
    parser.add_argument(
        "--target", choices=("pulka", "bare"), default="pulka", help="what to freeze"
    )
    parser.add_argument(
        "--bundle-only", action="store_true", help="freeze only, do not build installers"
    )
    parser.add_argument(
        "--deb-compression",
        default="xz",
        choices=("xz", "gzip", "zstd", "none"),
        help="dpkg-deb compression (xz is smallest, gzip fastest)",
    )
    parser.add_argument(
        "--glibc-needed",
        type=Path,
        metavar="BUNDLE",
        help="print the oldest glibc a frozen bundle runs on, and build nothing",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.glibc_needed:
        print(glibc_needed(args.glibc_needed))
        return 0
    out: Path = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    version = project_version()
    if args.target == "pulka":
        compile_translations()
    icons = make_icons(out)
    bundle = freeze(out, args.target, version, icons)
    if args.target != "pulka" or args.bundle_only:
        return 0
    if sys.platform.startswith("linux"):
        make_tarball(bundle, out, version, icons)
        make_deb(bundle, out, version, icons, args.deb_compression)
    elif sys.platform == "win32":
        make_windows_setup(bundle, out, version, icons)
    elif sys.platform == "darwin":
        make_dmg(bundle, out, version)
    return 0


if __name__ == "__main__":
    sys.exit(main())
