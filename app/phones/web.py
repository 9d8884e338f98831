"""The phones' web application (Starlette, ASGI): the table page, the watch page, their
scripts and style, and the API they call (docs/decisions/0011-phones-at-the-tables.md).

Security, as issue 27 asks, enforced here for every request:

- a token is never in a path or a query (an access log, a browser's history, a referrer would
  keep it): a card's address carries it in the fragment (``/t#TOKEN``), which the browser never
  sends; the page's script sends it in the ``Authorization`` header of each call, so a write
  needs the token in the request (a cookie alone could be sent by another site's form);
- wrong tokens are counted per address (:class:`~app.phones.tokens.FailureLimit`): past the
  limit the address is refused for a minute;
- bodies are read up to :data:`MAX_BODY` bytes and must be a JSON object; anything else is
  refused in the phone's language with nothing written;
- every response carries a Content-Security-Policy that allows only Pulka's own script and
  style (no inline script, nothing from elsewhere), and no response is cached or framed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from app.engine.errors import CodedError
from app.phones import render
from app.phones.deal_form import BadForm
from app.phones.room import Refused, Room
from app.phones.tokens import FailureLimit, Grant, looks_like_token
from app.phones.words import Words, choose_language
from app.services.resources import resource_path

MAX_BODY = 4096
"""A deal's form is about 200 bytes; anything past 4 KiB is not a page's request."""
HEARTBEAT = 10.0
"""Seconds between the stream's keep-alive lines (a phone notices a dead link by their absence)."""
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}
STATIC = {
    "pulka.css": "text/css; charset=utf-8",
    "pulka.js": "text/javascript; charset=utf-8",
}


def static_folder() -> Path:
    return resource_path("web")


class PhoneApp:
    """The ASGI application over one room."""

    def __init__(self, room: Room, limit: FailureLimit | None = None) -> None:
        self.room = room
        self.limit = limit or FailureLimit()
        self._static = {name: (static_folder() / name).read_bytes() for name in STATIC}
        self._waiters: set[asyncio.Event] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self.closing = False
        """Set when the server stops: every stream ends, so the phones reconnect at once."""
        room.listen(self._moved)
        routes = [
            Route("/", self.index),
            Route("/t", self.table_page),
            Route("/watch", self.watch_page),
            Route("/static/{name}", self.static),
            Route("/api/table", self.table_state),
            Route("/api/table/preview", self.preview, methods=["POST"]),
            Route("/api/table/record", self.record, methods=["POST"]),
            Route("/api/table/undo", self.undo, methods=["POST"]),
            Route("/api/table/call", self.call, methods=["POST"]),
            Route("/api/watch", self.watch_state),
            Route("/api/stream", self.stream),
        ]
        self.app = Starlette(
            routes=routes,
            exception_handlers={404: self.not_found, 405: self.not_allowed, 500: self.failed},
        )

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan" or (self._loop is None and scope["type"] == "http"):
            self._loop = asyncio.get_running_loop()
        await self.app(scope, receive, send)

    # -- changes to the pages ---------------------------------------------------------------------

    def _moved(self, _version: int) -> None:
        """Told on the publishing thread: wake every waiting stream on the server's loop."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._wake)

    def _wake(self) -> None:
        for waiter in list(self._waiters):
            waiter.set()

    def close_streams(self) -> None:
        """End every open stream (the server is stopping); any thread."""
        self.closing = True
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._wake)

    # -- pages --------------------------------------------------------------------------------

    def words(self, request: Request) -> Words:
        asked = request.headers.get("x-pulka-language") or request.query_params.get("lang")
        return Words(choose_language(asked, request.headers.get("accept-language", "")))

    def html(self, text: str, status: int = 200) -> HTMLResponse:
        return HTMLResponse(text, status_code=status, headers=HEADERS)

    async def index(self, request: Request) -> Response:
        words = self.words(request)
        return self.html(render.message_page(words, words("index_text")))

    async def table_page(self, request: Request) -> Response:
        return self.html(self._shell(self.words(request), "table"))

    async def watch_page(self, request: Request) -> Response:
        return self.html(self._shell(self.words(request), "watch"))

    def _shell(self, words: Words, kind: str) -> str:
        """The page without data: the script reads the token from the address's fragment and
        asks for the rest. The words travel as a JSON block the script reads (not run)."""
        texts = json.dumps(words.all(), ensure_ascii=False).replace("<", "\\u003c")
        body = (
            f'<script type="application/json" id="words">{texts}</script>'
            '<header class="bar"><span id="title" class="title"></span>'
            f'<button type="button" id="language" class="language" aria-label="'
            f'{render.e(words("language_label"))}" lang="{"en" if words.lang == "ru" else "ru"}">'
            f"{render.e('English' if words.lang == 'ru' else 'Русский')}</button></header>"
            '<p id="link" class="link" role="status" aria-live="polite"></p>'
            '<main id="main"></main>'
        )
        return render.page(words, words("product"), body, script="/static/pulka.js", kind=kind)

    async def static(self, request: Request) -> Response:
        name = request.path_params["name"]
        if name not in STATIC:
            return await self.not_found(request, None)
        headers = dict(HEADERS, **{"Cache-Control": "no-cache"})
        return Response(self._static[name], media_type=STATIC[name], headers=headers)

    async def not_found(self, request: Request, _error: Any) -> Response:
        words = self.words(request)
        if request.url.path.startswith("/api/"):
            return self.refusal(404, "not_found", words("not_found"))
        return self.html(render.message_page(words, words("not_found")), 404)

    async def not_allowed(self, request: Request, _error: Any) -> Response:
        words = self.words(request)
        return self.refusal(405, "bad_request", words("bad_request"))

    async def failed(self, request: Request, error: Any) -> Response:
        """Anything unforeseen: a clear line, never a traceback (nor the request's values)."""
        words = self.words(request)
        return self.refusal(500, "failed", words("failed", detail=type(error).__name__))

    def refusal(
        self, status: int, key: str, text: str, state: dict[str, Any] | None = None
    ) -> JSONResponse:
        body: dict[str, Any] = {"ok": False, "error": key, "text": text}
        if state is not None:
            body["state"] = state
        return JSONResponse(body, status_code=status, headers=HEADERS)

    # -- tokens and bodies --------------------------------------------------------------------

    def grant(self, request: Request, words: Words) -> Grant:
        """The request's grant from its ``Authorization: Bearer`` header; a wrong one counts
        against the address."""
        address = request.client.host if request.client else "?"
        if self.limit.blocked(address):
            raise Refused(429, "too_many", words("too_many"))
        header = request.headers.get("authorization", "")
        scheme, _, token = header.partition(" ")
        if scheme.lower() != "bearer" or not token:
            raise Refused(401, "no_token", words("no_token"))
        grant = self.room.book.verify(token.strip()) if looks_like_token(token.strip()) else None
        if grant is None:
            self.limit.failed(address)
            raise Refused(403, "bad_token", words("bad_token"))
        return grant

    async def body(self, request: Request, words: Words) -> dict[str, Any]:
        if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
            raise Refused(415, "bad_request", words("bad_request"))
        declared = request.headers.get("content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > MAX_BODY):
            raise Refused(413, "too_large", words("too_large"))
        data = b""
        async for chunk in request.stream():
            data += chunk
            if len(data) > MAX_BODY:
                raise Refused(413, "too_large", words("too_large"))
        try:
            parsed = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            raise Refused(400, "bad_request", words("bad_request")) from None
        if not isinstance(parsed, dict):
            raise Refused(400, "bad_request", words("bad_request"))
        return parsed

    async def guarded(
        self,
        request: Request,
        act: Callable[[Words], Awaitable[tuple[int, dict[str, Any]] | dict[str, Any]]],
    ) -> Response:
        words = self.words(request)
        try:
            result = await act(words)
        except Refused as refused:
            return self.refusal(refused.status, refused.key, refused.text, refused.state)
        except BadForm:
            return self.refusal(400, "bad_request", words("bad_request"))
        except CodedError as error:  # the store failed (a lost server, a full disk)
            if error.code == "server_unavailable":
                return self.refusal(503, "unavailable", words("unavailable"))
            return self.refusal(500, "failed", words("failed", detail=error.code))
        status, body = result if isinstance(result, tuple) else (200, result)
        return JSONResponse(body, status_code=status, headers=HEADERS)

    async def on_room(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Run ``fn`` on the room's thread (the service is that thread's alone)."""
        return await asyncio.wrap_future(self.room.submit(fn, *args))

    # -- the API --------------------------------------------------------------------------------

    async def table_state(self, request: Request) -> Response:
        async def act(words: Words) -> dict[str, Any]:
            grant = self.grant(request, words)
            state: dict[str, Any] = await self.on_room(self.room.table_state, grant, words)
            return state

        return await self.guarded(request, act)

    async def preview(self, request: Request) -> Response:
        async def act(words: Words) -> dict[str, Any]:
            grant = self.grant(request, words)
            form = await self.body(request, words)
            out: dict[str, Any] = await self.on_room(self.room.preview, grant, form, words)
            return out

        return await self.guarded(request, act)

    async def record(self, request: Request) -> Response:
        async def act(words: Words) -> tuple[int, dict[str, Any]]:
            grant = self.grant(request, words)
            form = await self.body(request, words)
            out: tuple[int, dict[str, Any]] = await self.on_room(
                self.room.record, grant, form, words
            )
            return out

        return await self.guarded(request, act)

    async def undo(self, request: Request) -> Response:
        async def act(words: Words) -> tuple[int, dict[str, Any]]:
            grant = self.grant(request, words)
            form = await self.body(request, words)
            out: tuple[int, dict[str, Any]] = await self.on_room(self.room.undo, grant, form, words)
            return out

        return await self.guarded(request, act)

    async def call(self, request: Request) -> Response:
        async def act(words: Words) -> dict[str, Any]:
            grant = self.grant(request, words)
            await self.body(request, words)
            out: dict[str, Any] = await self.on_room(self.room.call_organiser, grant, words)
            return out

        return await self.guarded(request, act)

    async def watch_state(self, request: Request) -> Response:
        async def act(words: Words) -> dict[str, Any]:
            grant = self.grant(request, words)
            if grant.kind == "table":  # a table's card also shows the room
                grant = Grant("watch", grant.event_id)
            out: dict[str, Any] = await self.on_room(self.room.watch_state, grant, words)
            return out

        return await self.guarded(request, act)

    async def stream(self, request: Request) -> Response:
        """Server-sent events over a fetch stream (the token in the header, which an
        ``EventSource`` cannot send): ``version`` whenever the event changed, a comment line
        every :data:`HEARTBEAT` seconds."""
        words = self.words(request)
        try:
            grant = self.grant(request, words)
            if grant.event_id != self.room.event_id:
                raise Refused(403, "bad_token", words("bad_token"))
        except Refused as refused:
            return self.refusal(refused.status, refused.key, refused.text)
        waiter = asyncio.Event()
        self._waiters.add(waiter)

        async def lines() -> AsyncIterator[bytes]:
            try:
                sent = -1
                last = time.monotonic()
                while not self.closing:
                    version = self.room.version
                    if version != sent:
                        sent = version
                        yield f"event: version\ndata: {version}\n\n".encode()
                        last = time.monotonic()
                    waiter.clear()
                    if self.room.version != sent:
                        continue
                    with contextlib.suppress(TimeoutError):  # no change: a line to keep alive
                        await asyncio.wait_for(waiter.wait(), HEARTBEAT)
                    if time.monotonic() - last >= HEARTBEAT:
                        yield b": alive\n\n"
                        last = time.monotonic()
            finally:
                self._waiters.discard(waiter)

        headers = dict(HEADERS, **{"X-Accel-Buffering": "no"})
        return StreamingResponse(lines(), media_type="text/event-stream", headers=headers)
