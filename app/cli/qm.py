"""Reading a compiled Qt translation (``.qm``) without Qt, for the command line's messages.

The desktop app translates through ``QTranslator``; the command line must not import Qt
(tests/test_architecture.py), so it reads the same ``resources/i18n/pulka_<lang>.qm`` here
(ADR 0008). The format and the lookup follow Qt's own reader, ``QTranslatorPrivate::do_load``
and ``do_translate`` in qtbase's src/corelib/kernel/qtranslator.cpp: a 16-byte magic number,
then blocks (a tag byte, a big-endian 32-bit length): ``0x42`` the hashes (pairs of 32-bit
ELF hash of source text + disambiguation, and the offset of its message, sorted by hash),
``0x69`` the messages (tagged records, ``3`` a UTF-16BE translation, ``6`` the UTF-8 source
text, ``7`` the context, ``8`` the disambiguation, ``1`` the end), ``0x2f`` the contexts (a hash
table of the context names). Anything unexpected means no translation: the caller prints the
English source, never a traceback.
"""

from __future__ import annotations

import struct
from pathlib import Path

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_HASHES, _MESSAGES = 0x42, 0x69
_END, _TRANSLATION, _OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT = 1, 3, 5, 6, 7, 8


class QmError(ValueError):
    """The file is not a ``.qm`` file this reader understands."""


def elf_hash(data: bytes) -> int:
    """Qt's ``elfHash`` over the bytes (up to a NUL, as the C string ends); never 0."""
    h = 0
    for byte in data:
        if byte == 0:
            break
        h = ((h << 4) + byte) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h or 1


class Catalog:
    """The translations of one ``.qm`` file: :meth:`translate` as ``QTranslator::translate``."""

    def __init__(self, data: bytes) -> None:
        if len(data) < len(MAGIC) or data[: len(MAGIC)] != MAGIC:
            raise QmError("not a .qm file")
        self._hashes = b""
        self._messages = b""
        at = len(MAGIC)
        while at < len(data) - 5:
            tag, length = data[at], struct.unpack_from(">I", data, at + 1)[0]
            at += 5
            if not tag or not length:
                break
            if length > len(data) - at:
                raise QmError("a block runs past the end of the file")
            if tag == _HASHES:
                self._hashes = data[at : at + length]
            elif tag == _MESSAGES:
                self._messages = data[at : at + length]
            at += length
        self._count = len(self._hashes) // 8

    @classmethod
    def load(cls, path: Path) -> Catalog:
        return cls(path.read_bytes())

    def translate(self, context: str, source: str, disambiguation: str = "") -> str | None:
        """The translation of ``source`` in ``context``, or ``None`` when the file has none.

        As Qt does: the messages whose hash (of source and disambiguation) matches, the first
        whose context and source text match; without a match for the disambiguation, again
        without it."""
        ctx, text = context.encode(), source.encode()
        comments = [disambiguation.encode(), b""] if disambiguation else [b""]
        for comment in comments:
            # elfHash_continue over the source, then the disambiguation: the hash of the two.
            for offset in self._offsets(elf_hash(text + comment)):
                found = self._message(offset, ctx, text, comment)
                if found is not None:
                    return found
        return None

    def _offsets(self, wanted: int) -> list[int]:
        """The message offsets stored under hash ``wanted`` (binary search, then every equal)."""
        low, high = 0, self._count
        while low < high:
            middle = (low + high) // 2
            if struct.unpack_from(">I", self._hashes, middle * 8)[0] < wanted:
                low = middle + 1
            else:
                high = middle
        offsets = []
        while low < self._count:
            h, offset = struct.unpack_from(">II", self._hashes, low * 8)
            if h != wanted:
                break
            offsets.append(offset)
            low += 1
        return offsets

    def _message(self, at: int, context: bytes, source: bytes, comment: bytes) -> str | None:
        """The translation of the record at ``at`` when its context and texts match
        (``getMessage`` of qtranslator.cpp; a record without a context matches any)."""
        data, translation = self._messages, None
        expected = {_SOURCE: source, _CONTEXT: context, _COMMENT: comment}
        while at < len(data):
            tag = data[at]
            at += 1
            if tag == _END:
                break
            if tag == _OBSOLETE1:
                at += 4
                continue
            if tag not in (_TRANSLATION, _SOURCE, _CONTEXT, _COMMENT) or at + 4 > len(data):
                return None
            length = struct.unpack_from(">I", data, at)[0]
            value = data[at + 4 : at + 4 + length]
            at += 4 + length
            if tag == _TRANSLATION:
                if translation is None:  # the first form (no plural forms are used here)
                    translation = value.decode("utf-16-be", errors="replace")
                continue
            if tag == _COMMENT and value[:1] in (b"", b"\0"):
                continue  # no disambiguation stored: any matches
            if value.rstrip(b"\0") != expected[tag]:
                return None
        return translation
