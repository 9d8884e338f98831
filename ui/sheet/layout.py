"""Pure geometry of the paper score sheet: a folded :class:`~app.engine.Sheet` → primitives.

Follows ``docs/paper-sheet.md``: one sector per player around a central circle holding
the pool size; each sector is cut by two lines parallel to its edge into mountain (innermost),
pool and whists (outermost), the whist band split into one cell per opponent, each cell on the
side toward the opponent it concerns. Text faces its owner (glyph tops toward the centre).

Coordinates are sheet units, Qt style (origin top-left, y down). Nothing here imports Qt, so
the geometry is tested exactly; the widget only paints what this module returns.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import field
from types import MappingProxyType
from typing import Any, TypedDict

from app.engine import Column, Entry, Sheet
from app.engine.entries import Amount, RunningValue
from app.engine.names import visible
from app.engine.value import value
from ui.sheet.numbers import sheet_number

Point = tuple[float, float]
Measure = Callable[[str, float, bool], float]
"""Width of a text in sheet units: ``measure(text, size, bold)``."""

# Recommended proportions, docs/paper-sheet.md §1: portrait 1 : 1.2 for three players, square for
# four; whist band 0.16·W, pool band 0.07·W; circle radius about 0.055·W.
WIDTH = 100.0
HEIGHT_3 = 120.0
WHIST_BAND = 16.0
POOL_BAND = 7.0
CIRCLE_R = 5.5
VALUE_SIZE = 3.5
NAME_SIZE = 3.4
LINE_GAP = 1.25  # line height as a multiple of the text size
MARGIN = 0.8
CORNER_CLEARANCE = 0.6  # text sizes kept between a value and a slanted spoke beside it
CLOSED_MARK = "»"
ELLIPSIS = "…"


def approx_width(text: str, size: float, bold: bool = False) -> float:
    """A font-free estimate of a text's width (DejaVu Sans proportions), for tests and print."""
    width = 0.0
    for ch in text:
        if ch in ".,:;'":
            width += 0.32
        elif ch.isdigit() or ch in "-−+":
            width += 0.64
        elif ch in CLOSED_MARK + ELLIPSIS:
            width += 0.8
        else:
            width += 0.7
    return width * size * (1.08 if bold else 1.0)


@value
class Line:
    """A straight ink line."""

    x1: float
    y1: float
    x2: float
    y2: float


@value
class Circle:
    """The central circle; ``double`` marks a closed game (docs/paper-sheet.md §2)."""

    cx: float
    cy: float
    r: float
    double: bool = False


@value
class Region:
    """A convex area of the sheet owned by ``player``: his pool, mountain or whists ``on``."""

    player: str
    column: Column
    on: str | None
    polygon: tuple[Point, ...]


@value
class Text:
    """A piece of text at ``(x, y)``, rotated ``rotation`` degrees clockwise around that point.

    ``(x, y)`` is the middle of the text's left end (``anchor="left"``) or its centre
    (``anchor="center"``), measured along the text's own vertical middle. ``entry`` is the sheet
    entry a running value shows (None for names, separators, marks); ``current`` flags the last
    value of a cell, the total to read at a glance.
    """

    x: float
    y: float
    text: str
    size: float
    rotation: float
    kind: str
    anchor: str = "left"
    width: float = 0.0
    entry: Entry | None = None
    current: bool = False
    player: str | None = None
    column: Column | None = None
    on: str | None = None
    parts: tuple[Entry, ...] = ()
    """Every entry the value sums (one deal can write a cell twice: whists, then consolation)."""
    was: Amount | None = None
    """For a value a correction changed: what the original event had written (paper-sheet.md §2)."""


@value
class PaperValue:
    """One running value as the paper writes it: a cell's new total after one event.

    A deal that writes a cell twice (whists for tricks, then consolation; pool, then help) is
    written once, with its sum (issue 14: "one running value per cell per deal"); ``parts``
    keeps the entries for the hover. ``was`` is the total the original event wrote, when a
    correction changed it (docs/paper-sheet.md §2: a corrected number stays visible).
    """

    total: Amount
    parts: tuple[Entry, ...]
    was: Amount | None = None
    corrected_by: int | None = None
    """The corrected event (its original seq) that ``was`` tells about: this value's own event,
    or an earlier one whose correction took its entry out of the cell."""
    of_correction: bool = False
    """Written by a corrected event (changed by the correction or not)."""

    @property
    def entry(self) -> Entry:
        return self.parts[-1]

    @property
    def noted(self) -> int | None:
        """The event a footnote about this value is about (the printed notes, ui/paper): the
        correction that changed it, else the event that wrote it — but a value a correction
        left as it was carries no mark."""
        if self.was is not None:
            return self.corrected_by
        return None if self.of_correction else self.entry.event


class _Owner(TypedDict):
    """Whose cell a run of texts belongs to: the fields every value, dot and mark of it shares."""

    player: str
    column: Column
    on: str | None


CorrectedCells = Mapping[int, Mapping[tuple[Column, str, str | None], Amount]]
"""For each corrected event (its original seq): what the original wrote in each cell."""


def paper_values(
    cell: Sequence[RunningValue],
    key: tuple[Column, str, str | None],
    corrected: CorrectedCells | None = None,
    *,
    before: Amount = 0,
) -> list[PaperValue]:
    """A cell's running values, one per event: consecutive entries of one event are summed.

    With ``corrected``, a value its event's correction changed carries what the original had
    written (``was``). When the correction removed the event's entry from this cell altogether,
    the next value written there carries the total it would have had instead: otherwise the
    change would leave no trace in the cell.
    """
    removed: list[int] = []
    if corrected:
        events = {rv.entry.event for rv in cell}
        removed = sorted(
            e for e, cells in corrected.items() if cells.get(key, 0) and e not in events
        )
    out: list[PaperValue] = []
    # ``before``: the cell's total before the current event (given for a continued tail)
    i, n = 0, len(cell)
    while i < n:
        event = cell[i].entry.event
        j = i + 1
        while j < n and cell[j].entry.event == event:
            j += 1
        parts = (cell[i].entry,) if j == i + 1 else tuple(rv.entry for rv in cell[i:j])
        total = cell[j - 1].value
        was = None
        by: int | None = None
        if corrected is not None and event in corrected:
            original = corrected[event].get(key, 0)
            if original != total - before:
                was, by = before + original, event
        gone: Amount = 0
        while removed and removed[0] < event:
            last = removed.pop(0)
            gone += corrected[last][key] if corrected else 0
        if gone and was is None:
            was, by = total + gone, last
        out.append(PaperValue(total, parts, was, by, corrected is not None and event in corrected))
        before = total
        i = j
    return out


def _cached_paper_values(
    cell: Sequence[RunningValue],
    key: tuple[Column, str, str | None],
    corrected: CorrectedCells | None,
    cache: dict[Any, Any] | None,
) -> list[PaperValue]:
    """:func:`paper_values`, extended from the last layout's values when the cell only grew
    (a new deal appends whole events: the values before stay as they were). Corrections
    recompute the cell: they are rare, and they change values in the middle."""
    if cache is None or corrected:
        return paper_values(cell, key, corrected)
    slot = ("paper", key)
    hit = cache.get(slot)
    n = len(cell)
    values: list[PaperValue]
    if hit is not None and 0 < hit[0] <= n and cell[hit[0] - 1] is hit[1]:
        done, _, values = hit
        if done < n:
            values = values + paper_values(cell[done:], key, before=cell[done - 1].value)
    else:
        values = paper_values(cell, key)
    if n:
        cache[slot] = (n, cell[-1], values)
    return values


@value
class SheetLayout:
    """Everything to paint, in sheet units."""

    width: float
    height: float
    lines: tuple[Line, ...]
    circle: Circle
    regions: tuple[Region, ...]
    texts: tuple[Text, ...]
    seats: tuple[str, ...] = field(default=())
    groups: tuple[tuple[Text, ...], ...] = field(default=())
    """``texts`` cut into consecutive groups: one per cell, each name, the circle's texts. A
    cell whose values did not change keeps the very tuple of the last layout (the widget
    repaints only the groups that differ)."""

    def text_at(self, x: float, y: float) -> Text | None:
        """The running value under a point (for hover provenance), if any."""
        for text in self.texts:
            if text.entry is not None and _contains(text, x, y):
                return text
        return None

    def region_at(self, x: float, y: float) -> Region | None:
        for region in self.regions:
            if _in_polygon(region.polygon, x, y):
                return region
        return None


@value
class _Frame:
    """A sector's own frame: ``origin`` on the sheet edge, ``u`` the reading direction (from the
    owner's left to his right), ``v`` toward the centre; ``rotation`` turns text to match."""

    origin: Point
    u: Point
    v: Point
    rotation: float

    def point(self, s: float, t: float) -> Point:
        return (
            self.origin[0] + s * self.u[0] + t * self.v[0],
            self.origin[1] + s * self.u[1] + t * self.v[1],
        )

    def local(self, p: Point) -> Point:
        dx, dy = p[0] - self.origin[0], p[1] - self.origin[1]
        return (dx * self.u[0] + dy * self.u[1], dx * self.v[0] + dy * self.v[1])


def layout_sheet(
    sheet: Sheet,
    *,
    holder: str | None = None,
    measure: Measure = approx_width,
    value_size: float = VALUE_SIZE,
    cache: dict[Any, Any] | None = None,
    corrected: CorrectedCells | None = None,
    notes: Mapping[int, str] | None = None,
) -> SheetLayout:
    """Lay out ``sheet`` as drawn on paper, ``holder`` at the bottom edge (the first player by
    default); the others follow clockwise: left, (top,) right. Text faces its owner
    (docs/paper-sheet.md §2); ``corrected`` marks the values a correction changed; ``notes``
    (an event's seq → a footnote mark such as ``¹``, the printed form's) follow the values
    each note is about (:attr:`PaperValue.noted`).

    ``cache`` (a dict the caller keeps between calls with the same ``measure``) reuses the texts
    of every cell whose running values did not change: after a deal only its few cells are
    flowed again."""
    players = sheet.players
    n = len(players)
    start = players.index(holder) if holder in players else 0
    seats = tuple(players[(start + i) % n] for i in range(n))
    lines, regions, frames, width, height, centre = _geometry(seats)
    texts: list[Text] = []
    groups: list[tuple[Text, ...]] = []
    by_player: dict[str, list[Region]] = {}
    for region in regions:
        by_player.setdefault(region.player, []).append(region)
    for player in seats:
        frame = frames[player]
        rotation = frame.rotation
        for region in by_player[player]:
            cell_key = (region.column, region.player, region.on)
            cell = sheet.cells.get(cell_key, ())
            closed = region.column is Column.POOL and sheet.pool[player] >= sheet.rules.pool_size
            marks = _marks(corrected, cell_key)
            noted = tuple(sorted(notes.items())) if notes else ()
            key = (
                seats,
                region.polygon,
                region.column,
                region.on,
                closed,
                value_size,
                marks,
                noted,
            )
            hit = cache.get(key) if cache is not None else None
            # A cell only grows while a game is extended; a refold (undo, correction) makes new
            # RunningValue objects. The same last object at the same length: the same values.
            if hit is not None and hit[0] == len(cell) and cell and hit[1] is cell[-1]:
                texts.extend(hit[2])
                groups.append(hit[2])
                continue
            flowed = tuple(
                _flow(
                    region,
                    frame,
                    _cached_paper_values(cell, cell_key, corrected, cache),
                    closed=closed,
                    measure=measure,
                    size=value_size,
                    rotation=rotation,
                    notes=notes,
                )
            )
            if cache is not None and cell:
                cache[key] = (len(cell), cell[-1], flowed)
            texts.extend(flowed)
            groups.append(flowed)
        # The name and the circle's texts are new objects on every layout (a few texts).
        groups.append((_name_text(player, frame, centre, rotation, measure),))
        texts.extend(groups[-1])
    groups.append(tuple(_circle_texts(sheet, centre, measure)))
    texts.extend(groups[-1])
    circle = Circle(centre[0], centre[1], CIRCLE_R, double=sheet.finished)
    return SheetLayout(width, height, lines, circle, regions, tuple(texts), seats, tuple(groups))


def _marks(
    corrected: CorrectedCells | None, key: tuple[Column, str, str | None]
) -> tuple[tuple[int, Amount], ...]:
    """What the corrections say about one cell (part of the cell cache's key)."""
    if not corrected:
        return ()
    return tuple((event, cells.get(key, 0)) for event, cells in sorted(corrected.items()))


# -- geometry ------------------------------------------------------------------------------


@functools.lru_cache(maxsize=16)
def _geometry(
    seats: tuple[str, ...],
) -> tuple[tuple[Line, ...], tuple[Region, ...], Mapping[str, _Frame], float, float, Point]:
    """The lines, regions and frames for a seating, made once: every layout after a deal
    gets the very same objects, so the widget sees at once that the paper and lines it keeps
    are still right (comparing 16 new lines by value cost a little on every Enter)."""
    lines, regions, frames, width, height, centre = (
        _geometry_3(seats) if len(seats) == 3 else _geometry_4(seats)
    )
    return tuple(lines), tuple(regions), MappingProxyType(frames), width, height, centre


def _geometry_3(
    seats: Sequence[str],
) -> tuple[list[Line], list[Region], dict[str, _Frame], float, float, Point]:
    """Three players, docs/paper-sheet.md §1: spokes from the circle to both bottom corners and
    up to the middle of the top edge; two U-lines whose corners lie on the lower spokes."""
    w, h = WIDTH, HEIGHT_3
    yc = h / 2
    cx = w / 2
    a, b = WHIST_BAND, WHIST_BAND + POOL_BAND
    scale = 2 * (h - yc) / w  # bottom inset per unit of side inset keeps corners on the spokes
    ab, bb = a * scale, b * scale
    bottom, left, right = seats
    lines = [
        Line(0, 0, w, 0),
        Line(w, 0, w, h),
        Line(w, h, 0, h),
        Line(0, h, 0, 0),
        # spokes
        Line(cx, yc, 0, h),
        Line(cx, yc, w, h),
        Line(cx, yc, cx, 0),
        # outer U (whists / pool) and inner U (pool / mountain)
        Line(a, 0, a, h - ab),
        Line(a, h - ab, w - a, h - ab),
        Line(w - a, h - ab, w - a, 0),
        Line(b, 0, b, h - bb),
        Line(b, h - bb, w - b, h - bb),
        Line(w - b, h - bb, w - b, 0),
        # whist splits: bottom at W/2, sides at the centre's height
        Line(cx, h, cx, h - ab),
        Line(0, yc, a, yc),
        Line(w, yc, w - a, yc),
    ]
    frames = {
        bottom: _Frame((0, h), (1, 0), (0, -1), 0.0),
        left: _Frame((0, 0), (0, 1), (1, 0), 90.0),
        right: _Frame((w, h), (0, -1), (-1, 0), -90.0),
    }
    regions = [
        # bottom sector
        Region(bottom, Column.WHISTS, left, ((0, h), (cx, h), (cx, h - ab), (a, h - ab))),
        Region(bottom, Column.WHISTS, right, ((cx, h), (w, h), (w - a, h - ab), (cx, h - ab))),
        Region(
            bottom, Column.POOL, None, ((a, h - ab), (w - a, h - ab), (w - b, h - bb), (b, h - bb))
        ),
        Region(bottom, Column.MOUNTAIN, None, ((b, h - bb), (w - b, h - bb), (cx, yc))),
        # left sector: upper cell = whists on his left neighbour (the right player)
        Region(left, Column.WHISTS, right, ((0, 0), (a, 0), (a, yc), (0, yc))),
        Region(left, Column.WHISTS, bottom, ((0, yc), (a, yc), (a, h - ab), (0, h))),
        Region(left, Column.POOL, None, ((a, 0), (b, 0), (b, h - bb), (a, h - ab))),
        Region(left, Column.MOUNTAIN, None, ((b, 0), (cx, 0), (cx, yc), (b, h - bb))),
        # right sector: lower cell = whists on his left neighbour (the bottom player)
        Region(right, Column.WHISTS, bottom, ((w, h), (w, yc), (w - a, yc), (w - a, h - ab))),
        Region(right, Column.WHISTS, left, ((w, yc), (w, 0), (w - a, 0), (w - a, yc))),
        Region(
            right, Column.POOL, None, ((w - a, h - ab), (w - a, 0), (w - b, 0), (w - b, h - bb))
        ),
        Region(right, Column.MOUNTAIN, None, ((w - b, h - bb), (w - b, 0), (cx, 0), (cx, yc))),
    ]
    return lines, regions, frames, w, h, (cx, yc)


def _geometry_4(
    seats: Sequence[str],
) -> tuple[list[Line], list[Region], dict[str, _Frame], float, float, Point]:
    """Four players, docs/paper-sheet.md §1: both diagonals, two nested rectangles with corners on
    them, each whist strip split in thirds (left neighbour, opposite, right neighbour)."""
    w = h = WIDTH
    c = w / 2
    a, b = WHIST_BAND, WHIST_BAND + POOL_BAND
    t1, t2 = w / 3, 2 * w / 3
    bottom, left, top, right = seats
    lines = [
        Line(0, 0, w, 0),
        Line(w, 0, w, h),
        Line(w, h, 0, h),
        Line(0, h, 0, 0),
        Line(0, 0, w, h),
        Line(w, 0, 0, h),
        Line(a, a, w - a, a),
        Line(w - a, a, w - a, h - a),
        Line(w - a, h - a, a, h - a),
        Line(a, h - a, a, a),
        Line(b, b, w - b, b),
        Line(w - b, b, w - b, h - b),
        Line(w - b, h - b, b, h - b),
        Line(b, h - b, b, b),
        # whist splits at the thirds
        Line(t1, h, t1, h - a),
        Line(t2, h, t2, h - a),
        Line(t1, 0, t1, a),
        Line(t2, 0, t2, a),
        Line(0, t1, a, t1),
        Line(0, t2, a, t2),
        Line(w, t1, w - a, t1),
        Line(w, t2, w - a, t2),
    ]
    frames = {
        bottom: _Frame((0, h), (1, 0), (0, -1), 0.0),
        left: _Frame((0, 0), (0, 1), (1, 0), 90.0),
        top: _Frame((w, 0), (-1, 0), (0, 1), 180.0),
        right: _Frame((w, h), (0, -1), (-1, 0), -90.0),
    }
    regions: list[Region] = []
    for player in seats:
        fr = frames[player]
        i = seats.index(player)
        # Cells from the owner's left to his right: left neighbour, opposite, right neighbour.
        order = (seats[(i + 1) % 4], seats[(i + 2) % 4], seats[(i + 3) % 4])
        pts = fr.point
        regions.append(
            Region(player, Column.WHISTS, order[0], (pts(0, 0), pts(t1, 0), pts(t1, a), pts(a, a)))
        )
        regions.append(
            Region(
                player, Column.WHISTS, order[1], (pts(t1, 0), pts(t2, 0), pts(t2, a), pts(t1, a))
            )
        )
        regions.append(
            Region(
                player, Column.WHISTS, order[2], (pts(t2, 0), pts(w, 0), pts(w - a, a), pts(t2, a))
            )
        )
        regions.append(
            Region(player, Column.POOL, None, (pts(a, a), pts(w - a, a), pts(w - b, b), pts(b, b)))
        )
        regions.append(Region(player, Column.MOUNTAIN, None, (pts(b, b), pts(w - b, b), pts(c, c))))
    return lines, regions, frames, w, h, (c, c)


# -- text flow -----------------------------------------------------------------------------


def _span(polygon_local: Sequence[Point], t: float) -> tuple[float, float] | None:
    """The ``s`` range where the line at depth ``t`` crosses a convex polygon (local frame)."""
    xs: list[float] = []
    k = len(polygon_local)
    for i in range(k):
        (s1, t1), (s2, t2) = polygon_local[i], polygon_local[(i + 1) % k]
        if (t1 - t) * (t2 - t) <= 0 and t1 != t2:
            xs.append(s1 + (t - t1) * (s2 - s1) / (t2 - t1))
        elif t1 == t2 == t:
            xs.extend((s1, s2))
    if len(xs) < 2:
        return None
    return min(xs), max(xs)


def _line_slots(region: Region, frame: _Frame, size: float) -> list[tuple[float, float, float]]:
    """Writing lines of a region as ``(t, s_start, s_end)``, in the order they are filled.

    Whists start next to the whist/pool line and stack toward the sheet edge; mountain values
    start just inside the pool/mountain line and stack toward the centre (docs/paper-sheet.md
    §2); the pool is written on its band's midline (two lines if they fit).
    """
    local = [frame.local(p) for p in region.polygon]
    tmin = min(t for _, t in local)
    tmax = max(t for _, t in local)
    step = size * LINE_GAP
    depths: list[float] = []
    if region.column is Column.WHISTS:
        t = tmax - MARGIN - step / 2
        while t - step / 2 >= tmin + MARGIN / 2 - 1e-9:
            depths.append(t)
            t -= step
    elif region.column is Column.MOUNTAIN:
        t = tmin + MARGIN + step / 2
        # Leave the innermost part for the name and the circle.
        limit = tmax - CIRCLE_R - NAME_SIZE * 2.2
        while t + step / 2 <= limit:
            depths.append(t)
            t += step
    else:
        count = max(1, int((tmax - tmin) // step))
        mid = (tmin + tmax) / 2
        first = mid - (count - 1) * step / 2
        depths = [first + i * step for i in range(count)]
    slots = []
    # A value must not start in the thin wedge beside a slanted spoke, where its glyphs would
    # touch the line (issue 14): the line's span is measured a little above and below the
    # text too (clamped to the region), so the slot starts where the wedge has opened up.
    pad = size * CORNER_CLEARANCE
    for t in depths:
        lo = _span(local, max(tmin, t - size / 2 - pad))
        hi = _span(local, min(tmax, t + size / 2 + pad))
        if lo is None or hi is None:
            continue
        s0 = max(lo[0], hi[0]) + MARGIN
        s1 = min(lo[1], hi[1]) - MARGIN
        if s1 - s0 > size:
            slots.append((t, s0, s1))
    return slots


def _flow(
    region: Region,
    frame: _Frame,
    values: Sequence[PaperValue],
    *,
    closed: bool,
    measure: Measure,
    size: float,
    rotation: float,
    notes: Mapping[int, str] | None = None,
) -> list[Text]:
    """Write a cell's running values one after another, separated by dots (docs/paper-sheet.md
    §2), wrapping onto further lines; when the region is full the oldest values give way to a
    leading ``…``. The last value is the current total; a closed pool ends with ``»``. A value
    a note is about carries the note's mark after it (``12²``)."""
    if not values:
        return []
    slots = _line_slots(region, frame, size)
    if not slots:
        return []
    dot_w = measure(".", size, False)
    newest = len(values) - 1
    # Texts and widths from the newest value back, only until the values measured so far
    # already need more room than all the cell's lines hold (their widths and dots, before any
    # wrapping loss): no older value can then be shown. A long game's cell formats and measures
    # what it shows, not every value ever written there (the tokens before ``unshown`` stay
    # empty: nothing below reads them).
    room = sum(s1 - s0 for _, s0, s1 in slots) + dot_w + 1e-6 * len(slots)
    tokens = [""] * len(values)
    widths = [0.0] * len(values)
    need = 0.0
    unshown = 0  # every suffix starting before this index is known not to fit
    for i in range(newest, -1, -1):
        tokens[i] = sheet_number(values[i].total)
        noted = values[i].noted if notes else None
        if notes and noted is not None:
            tokens[i] += notes.get(noted, "")
        widths[i] = measure(tokens[i], size, i == newest)
        need += widths[i] + dot_w
        if need > room:
            unshown = i + 1
            break
    tail = measure(" " + CLOSED_MARK, size, False) if closed else 0.0

    def place(first: int, prefix: bool) -> list[tuple[int, int, float]] | None:
        """Positions ``(token, slot, s)`` for tokens[first:], or None if they do not fit."""
        out: list[tuple[int, int, float]] = []
        slot = 0
        s = slots[0][1]
        if prefix:
            s += measure(ELLIPSIS, size, False) + dot_w
        for i in range(first, len(tokens)):
            need = widths[i] + (dot_w if i < len(tokens) - 1 else tail)
            while s + need > slots[slot][2] + 1e-9:
                slot += 1
                if slot >= len(slots):
                    return None
                s = slots[slot][1]
            out.append((i, slot, s))
            s += widths[i] + dot_w
        return out

    first = 0
    placed = place(0, False) if unshown == 0 else None
    if placed is None:
        # The fewest oldest values to drop: greedy wrapping of a shorter suffix never needs more
        # room, so whether tokens[first:] fits is monotone in ``first`` — a binary search finds
        # the same ``first`` as trying 1, 2, 3, … (which cost O(n²) on a long game).
        lo, hi = max(1, unshown), len(tokens) - 1  # invariant: every first < lo does not fit
        while lo <= hi:
            mid = (lo + hi) // 2
            attempt = place(mid, True)
            if attempt is None:
                lo = mid + 1
            else:
                placed, first, hi = attempt, mid, mid - 1
    if placed is None:
        placed = [(len(tokens) - 1, 0, slots[0][1])]
        first = len(tokens) - 1
    texts: list[Text] = []
    common = _Owner(player=region.player, column=region.column, on=region.on)
    if first > 0:
        t, s0, _ = slots[0]
        x, y = frame.point(s0, t)
        w_ell = measure(ELLIPSIS, size, False)
        texts.append(Text(x, y, ELLIPSIS, size, rotation, "ellipsis", width=w_ell, **common))
        x, y = frame.point(s0 + w_ell, t)
        texts.append(Text(x, y, ".", size, rotation, "separator", width=dot_w, **common))
    for i, slot, s in placed:
        t = slots[slot][0]
        last = i == len(tokens) - 1
        x, y = frame.point(s, t)
        texts.append(
            Text(
                x,
                y,
                tokens[i],
                size,
                rotation,
                "value",
                width=widths[i],
                entry=values[i].entry,
                current=last,
                parts=values[i].parts,
                was=values[i].was,
                **common,
            )
        )
        if not last:
            x, y = frame.point(s + widths[i], t)
            texts.append(Text(x, y, ".", size, rotation, "separator", width=dot_w, **common))
        elif closed:
            x, y = frame.point(s + widths[i] + measure(" ", size, False), t)
            texts.append(Text(x, y, CLOSED_MARK, size, rotation, "closed", width=tail, **common))
    return texts


def _name_text(
    player: str, frame: _Frame, centre: Point, rotation: float, measure: Measure
) -> Text:
    """The owner's name in his mountain next to the circle (docs/paper-sheet.md §1)."""
    t_centre = frame.local(centre)[1]
    s_centre = frame.local(centre)[0]
    t = t_centre - CIRCLE_R - NAME_SIZE
    x, y = frame.point(s_centre, t)
    # Shown escaped when it holds a control character (D9), on screen and on paper alike.
    shown = visible(player)
    width = measure(shown, NAME_SIZE, True)
    return Text(x, y, shown, NAME_SIZE, rotation, "name", "center", width=width, player=player)


def _circle_texts(sheet: Sheet, centre: Point, measure: Measure) -> list[Text]:
    """Pool size large in the circle, the whist price small underneath (paper-sheet.md §1)."""
    size_text = str(sheet.rules.pool_size)
    big = 4.2
    texts = [
        Text(
            centre[0],
            centre[1] - 0.8,
            size_text,
            big,
            0.0,
            "pool_size",
            "center",
            width=measure(size_text, big, True),
        )
    ]
    price = sheet.rules.whist_price
    if price:
        small = 2.0
        from ui.i18n import price_text  # «0,5» in Russian, "0.5" in English, as players write

        label = price_text(price)
        texts.append(
            Text(
                centre[0],
                centre[1] + 2.6,
                label,
                small,
                0.0,
                "whist_price",
                "center",
                width=measure(label, small, False),
            )
        )
    return texts


# -- hit testing ---------------------------------------------------------------------------


def _contains(text: Text, x: float, y: float) -> bool:
    """Whether a point lies on a text's (rotated) box."""
    angle = math.radians(text.rotation)
    dx, dy = x - text.x, y - text.y
    # Into the text's own frame: along = reading direction, across = glyph "down".
    along = dx * math.cos(angle) + dy * math.sin(angle)
    across = -dx * math.sin(angle) + dy * math.cos(angle)
    start = -text.width / 2 if text.anchor == "center" else 0.0
    return start <= along <= start + text.width and abs(across) <= text.size * 0.6


def _in_polygon(polygon: Sequence[Point], x: float, y: float) -> bool:
    inside = False
    k = len(polygon)
    for i in range(k):
        (x1, y1), (x2, y2) = polygon[i], polygon[(i + 1) % k]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside
