"""A campaign document read from its public address (earthborne.build's shared campaigns).

Why its own module, with the standard library only: a shared campaign is one plain ``GET`` of a
JSON document (earthborne.build's public campaign endpoint needs no account and no headers), so
``urllib`` is enough and nothing new is installed. What comes over the network is the player's
to trust no more than a file: only ``https`` (a redirect to anything else is refused), a
timeout on every read and an overall deadline, and the size capped while reading (a
``Content-Length`` over the cap is refused before the body is read; a body without one is read
in chunks and refused as soon as it passes the cap). Every refusal is one ``CampaignError`` line
saying which of no network, not found, too large or not a campaign document it was.

Plain ``http`` is accepted only for a loopback host and only when the caller says so
(``loopback_http``): the tests serve hand-made documents from a server on 127.0.0.1; no caller
in the program passes it.
"""

from __future__ import annotations

import http.client
import socket
import ssl
import time
import urllib.error
import urllib.request
from http.client import HTTPMessage
from typing import IO, Any
from urllib.parse import urlsplit

from rangers_qt.campaign.errors import CampaignError

#: Seconds to wait for the server on each read, and for the whole document.
TIMEOUT_S = 15.0
DEADLINE_S = 60.0
_CHUNK = 64 * 1024
_LOOPBACK = ("127.0.0.1", "::1", "localhost")
#: The longest address accepted (a shared campaign's is well under 100 characters).
ADDRESS_MAX = 2000


def is_address(text: str) -> bool:
    """True when ``text`` is meant as a web address rather than a file name."""
    return "://" in text.strip()[:16]


def check_address(url: str, loopback_http: bool = False) -> str:
    """The address, trimmed, if it may be read; else one line saying why not."""
    url = url.strip()
    if not url:
        raise CampaignError("no address given")
    if len(url) > ADDRESS_MAX or not url.isprintable() or " " in url:
        raise CampaignError("not a web address (one line, no spaces, at most 2,000 characters)")
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    if parts.scheme == "http" and loopback_http and host in _LOOPBACK:
        return url
    if parts.scheme != "https":
        raise CampaignError(f"only https addresses are read ({parts.scheme or 'no scheme'}:// is not)")
    if not host:
        raise CampaignError("the address names no host")
    return url


class _Redirects(urllib.request.HTTPRedirectHandler):
    """Follow a redirect only to an address ``check_address`` accepts (never https -> http)."""

    def __init__(self, loopback_http: bool) -> None:
        super().__init__()
        self.loopback_http = loopback_http

    def redirect_request(
        self,
        req: urllib.request.Request,
        fp: IO[bytes],
        code: int,
        msg: str,
        headers: HTTPMessage,
        newurl: str,
    ) -> urllib.request.Request | None:
        try:
            check_address(newurl, self.loopback_http)
        except CampaignError as exc:
            raise CampaignError(f"the address redirects elsewhere: {exc}") from None
        return super().redirect_request(req, fp, code, msg, headers, newurl)


def _network_reason(exc: BaseException, host: str, timeout: float) -> str:
    if isinstance(exc, (TimeoutError, socket.timeout)):
        return f"no network, or {host} did not answer within {timeout:g} s"
    if isinstance(exc, socket.gaierror):
        return f"no network, or no host {host} (the name could not be looked up)"
    if isinstance(exc, ssl.SSLError):
        return f"no secure connection to {host} ({getattr(exc, 'reason', None) or 'certificate or protocol'})"
    if isinstance(exc, ConnectionRefusedError):
        return f"no network, or {host} refused the connection"
    words = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
    return f"no network, or {host} cannot be reached ({words})"


def _read_capped(resp: Any, max_bytes: int, host: str) -> bytes:
    length = resp.headers.get("Content-Length")
    if length is not None and length.strip().isdigit() and int(length) > max_bytes:
        raise CampaignError(f"too large for a campaign document: {int(length):,} bytes (limit {max_bytes:,})")
    deadline = time.monotonic() + DEADLINE_S
    chunks: list[bytes] = []
    got = 0
    while True:
        chunk = resp.read(_CHUNK)
        if not chunk:
            return b"".join(chunks)
        got += len(chunk)
        if got > max_bytes:
            raise CampaignError(f"too large for a campaign document: over {max_bytes:,} bytes")
        chunks.append(chunk)
        if time.monotonic() > deadline:
            raise CampaignError(f"{host} took over {DEADLINE_S:.0f} s to send the document")


def fetch(url: str, max_bytes: int, loopback_http: bool = False, timeout: float = TIMEOUT_S) -> bytes:
    """The body at ``url`` (at most ``max_bytes``), or one ``CampaignError`` line."""
    url = check_address(url, loopback_http)
    host = urlsplit(url).hostname or url
    opener = urllib.request.build_opener(_Redirects(loopback_http))
    request = urllib.request.Request(url, headers={"Accept": "application/json"})
    try:
        with opener.open(request, timeout=timeout) as resp:
            kind = (resp.headers.get("Content-Type") or "").split(";")[0].strip().lower()
            if kind in ("text/html", "application/xhtml+xml"):
                raise CampaignError(
                    "not a campaign document: the address gives a web page (use the public address"
                    " earthborne.build gives when the campaign is shared)"
                )
            return _read_capped(resp, max_bytes, host)
    except urllib.error.HTTPError as exc:
        if exc.code in (404, 410):
            raise CampaignError(
                f"not found: {host} has no campaign at this address (or it is not shared publicly)"
            ) from None
        raise CampaignError(f"{host} answered {exc.code} {exc.reason or ''}".rstrip()) from None
    except urllib.error.URLError as exc:
        reason = exc.reason if isinstance(exc.reason, BaseException) else OSError(str(exc.reason))
        raise CampaignError(_network_reason(reason, host, timeout)) from None
    except CampaignError:
        raise
    except http.client.HTTPException as exc:  # the answer broke off or was not HTTP
        raise CampaignError(f"{host} sent a broken answer ({type(exc).__name__})") from None
    except (OSError, ValueError) as exc:  # a read that timed out, a bad port
        raise CampaignError(_network_reason(exc, host, timeout)) from None
