"""Who may read the shared score: the token, the Host and Origin a request must carry, the
headers every answer carries, and the language a browser asks for.  Pure: no I/O."""

from __future__ import annotations

import base64
import hmac
import ipaddress
import re
import secrets

from coinche_score.i18n import DEFAULT_LANGUAGE, LANGUAGES, Language

#: Random bytes in a token: 128 bits.
TOKEN_BYTES = 16
#: Every answer carries these: nothing from elsewhere runs or loads in the page (its one script
#: and one style sheet are served beside it), no page may frame it, no address it leaves for
#: carries the token (no Referer), nothing is kept in a cache, and the server is named without
#: its version.
HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
        "img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "no-store",
    # Set before aiohttp's own, "Python/3.11 aiohttp/3.14.5": no versions told to anyone.
    "Server": "coinche-score",
}
#: Host names a request may name besides an address: the loopback's.
LOCAL_NAMES = frozenset({"localhost"})
_HOST_NAME = re.compile(
    r"(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*"
)
_LANGUAGE_RANGE = re.compile(
    r"\s*([A-Za-z]{1,8})(?:-[A-Za-z0-9]{1,8})*\s*(?:;\s*q\s*=\s*([0-9.]+))?"
)


def new_token() -> str:
    """128 random bits in base 32 (26 capitals and digits): what a QR code holds most compactly,
    and what can be read out and typed."""
    return base64.b32encode(secrets.token_bytes(TOKEN_BYTES)).decode().rstrip("=")


def same_token(given: str | None, token: str) -> bool:
    """Whether ``given`` is ``token``, in a time that does not depend on how much of it is
    right; typed in small letters it is the same token."""
    if given is None:
        return False
    try:
        candidate = given.upper().encode("ascii")
    except UnicodeEncodeError:
        return False
    return hmac.compare_digest(candidate, token.encode("ascii"))


def host_allowed(host: str | None, port: int, names: frozenset[str] = LOCAL_NAMES) -> bool:
    """Whether a request's Host names this server: an IP address or one of ``names``, and its
    port.  A foreign name (what a DNS-rebinding page sends, its own) is refused."""
    if not host:
        return False
    name, colon, given_port = host.rpartition(":")
    if not colon or "]" in given_port:  # no port: a browser leaves out HTTP's own, 80
        name, given_port = host, "80"
    if given_port != str(port):
        return False
    name = name.lower()
    if name.startswith("[") and name.endswith("]"):
        name = name[1:-1]
    if name in names:
        return True
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def valid_host(text: str) -> bool:
    """An IP address, or a host name (letters, digits, hyphens and dots)."""
    try:
        ipaddress.ip_address(text)
    except ValueError:
        return _HOST_NAME.fullmatch(text) is not None
    return True


def origin_allowed(origin: str | None, host: str) -> bool:
    """An event stream is read by this server's own page only: no Origin (a same-origin
    request), or this very one."""
    return origin is None or origin.lower() == f"http://{host.lower()}"


def language_of(accepted: str | None) -> Language:
    """The first of our languages an Accept-Language header prefers (``fr-FR,fr;q=0.9``)."""
    ranked: list[tuple[float, int, Language]] = []
    for place, part in enumerate((accepted or "").split(",")):
        found = _LANGUAGE_RANGE.fullmatch(part)
        if found is None:
            continue
        try:
            weight = float(found[2]) if found[2] else 1.0
        except ValueError:
            continue
        ranked += [
            (-weight, place, language)
            for language in LANGUAGES
            if language == found[1].lower() and weight > 0
        ]
    return min(ranked)[2] if ranked else DEFAULT_LANGUAGE
