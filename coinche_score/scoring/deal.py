"""What was entered for one deal: :class:`Deal`, its belotes and announces shared between
deals (a long match holds a few of each, not two per deal).  Pure: no I/O, no UI."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, StrictBool, StrictInt, field_validator

from coinche_score.rules import Announce, Coinche, Team, Trump

BELOTE_POINTS = 20
SlamContract = Literal["capot", "generale"]
Contract = StrictInt | SlamContract


class TeamBelote(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)
    A: StrictInt = 0
    B: StrictInt = 0

    def __getitem__(self, team: Team) -> int:
        return self.A if team == "A" else self.B


class TeamAnnounces(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)
    A: tuple[Announce, ...] = ()
    B: tuple[Announce, ...] = ()

    def __getitem__(self, team: Team) -> tuple[Announce, ...]:
        return self.A if team == "A" else self.B


#: The belotes and announces deals share, by (kind, A, B); bounded against hostile files.
_HELD: dict[tuple[object, ...], TeamBelote | TeamAnnounces] = {}
_HELD_KEPT = 1000


#: What a deal holds besides its taker, in the order a thrown-in deal's refusal names the first
#: one entered (docs/scoring.md §5.2); the statistics read them in this order too.
AFTER_TAKER = (
    "contract",
    "trump",
    "coinche",
    "taker_points",
    "all_tricks",
    "defence_all_tricks",
    "belote",
    "announces",
    "renonce",
    "bidder",
)


class Deal(BaseModel):
    """What was entered for one deal (docs/formats.md, "A deal"); ``taker=None`` is a
    thrown-in deal."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)
    # Not a field: the deal's line in a match file, made once (store.files.deal_lines); never
    # compared or copied, and a deal never changes.
    __slots__ = ("_json",)
    if TYPE_CHECKING:
        _json: str

    taker: Team | None
    contract: Contract | None = None
    trump: Trump | None = None
    coinche: Coinche = Coinche.NONE
    taker_points: StrictInt | None = None
    all_tricks: StrictBool = False
    belote: TeamBelote = TeamBelote()
    announces: TeamAnnounces = TeamAnnounces()
    #: The defence won all eight tricks (docs/scoring.md §1); taker_points 0 does not imply it.
    defence_all_tricks: StrictBool = False
    #: The team that committed a renonce and so loses the deal.
    renonce: Team | None = None
    #: The seat (0..3) of the player who made the winning bid, on the taking team; None when
    #: not recorded.  It never changes a score.
    bidder: StrictInt | None = None

    @field_validator("belote", "announces")
    @classmethod
    def _shared(cls, held: TeamBelote | TeamAnnounces) -> TeamBelote | TeamAnnounces:
        """Deals share equal belotes and announces (immutable): a match of 10,000 deals holds a
        few of each, not 20,000 more objects for the memory and for the garbage collector."""
        return _share(held)

    @property
    def thrown_in(self) -> bool:
        return self.taker is None

    @property
    def is_slam(self) -> bool:
        return self.contract in ("capot", "generale")


def _share(held: TeamBelote | TeamAnnounces) -> TeamBelote | TeamAnnounces:
    """The shared record equal to ``held`` (``held`` itself, kept, if there is none yet)."""
    key = (held.__class__, held.A, held.B)
    found = _HELD.get(key)
    if found is not None:
        return found
    if len(_HELD) < _HELD_KEPT:
        _HELD[key] = held
    return held
