"""Scripted intents for headless round tests: move a hand, press a button, idle."""

from __future__ import annotations

from candy_arcade.core.geometry import Vec2
from candy_arcade.core.refusal import Reason
from candy_arcade.levels.loader import load_default_level
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.sim.candy.session import CandySession, CardPlace, TableCard
from candy_arcade.sim.intents import IDLE, PlayerIntent


def new_session(
    players: int = 2, seed: int = 1, timer: int | None = None, variants: str = ""
) -> CandySession:
    chosen = [name for name in variants.split(",") if name]
    return CandySession(load_default_level(), players, seed, timer_seconds=timer, variants=chosen)


def reason_of(event: TableEvent) -> Reason | None:
    """The reason code of a refusal event (None for any other event)."""
    return event.refusal.reason if event.refusal is not None else None


def step_one(session: CandySession, player: int, intent: PlayerIntent) -> list[TableEvent]:
    intents = [IDLE] * session.players
    intents[player] = intent
    return session.step(intents)


def move_to(session: CandySession, player: int, point: Vec2, max_ticks: int = 600) -> int:
    """Drive one hand to ``point`` with target intents; returns the ticks it took."""
    for ticks in range(max_ticks):
        if session.hands[player].position.distance(point) < 0.5:
            return ticks
        step_one(session, player, PlayerIntent(target=point))
    raise AssertionError(f"hand {player} did not reach {point}")


def kinds(events: list[TableEvent]) -> list[EventKind]:
    return [event.kind for event in events]


def place_hand(session: CandySession, player: int, point: Vec2, side: int = 0) -> None:
    """Test scaffolding only: put a palm somewhere without walking it there."""
    session.place_hand(session.hands_by_player[player][side], point)


def rest_hand(session: CandySession, player: int) -> None:
    """Put a palm back at its rest spot in front of its stash, its arm straight inwards."""
    for hand in session.hands_by_player[player]:
        session.place_hand(hand, hand.rest)


def face_to_face(session: CandySession, first: int, second: int, gap: float = 70.0) -> None:
    """Palms of two players near the pool's centre, ``gap`` apart (within passing reach,
    not touching), each arm coming from its own side so no arm crosses the other palm;
    everyone else's palms go back to rest."""
    center = session.geometry.pool.center
    seat_a = session.geometry.seats[first].seat
    seat_b = session.geometry.seats[second].seat
    along = (seat_b - seat_a).normalized()
    for player in range(session.players):
        rest_hand(session, player)
    place_hand(session, first, center - along * (gap / 2))
    place_hand(session, second, center + along * (gap / 2))


def intents_for(session: CandySession, **by_player: PlayerIntent) -> list[PlayerIntent]:
    """One tick's intents: ``p0=...``, ``p1=...`` for the players that act, idle otherwise."""
    intents = [IDLE] * session.players
    for name, intent in by_player.items():
        intents[int(name[1:])] = intent
    return intents


def top_pool_card(session: CandySession) -> TableCard:
    """The topmost card of the pool: whatever its neighbours, a palm on it grabs it."""
    return max((c for c in session.cards if c.place is CardPlace.POOL), key=lambda c: c.z)


def grab_top_card(session: CandySession, player: int = 0, side: int = 0) -> int:
    """Put the palm on the topmost pool card and grab it; returns its deck index."""
    card = top_pool_card(session)
    place_hand(session, player, card.position, side)
    field = "second_grab" if side == 1 and session.settings.both_hands_active else "grab"
    events = step_one(session, player, PlayerIntent(**{field: True}))
    assert EventKind.GRAB in kinds(events), events
    return card.index


def stash_cards(session: CandySession, player: int, count: int) -> list[int]:
    """Grab ``count`` top pool cards and stash them (palm placed, not walked)."""
    stashed = []
    for _ in range(count):
        card = grab_top_card(session, player)
        place_hand(session, player, session.geometry.seats[player].stash.center)
        assert EventKind.STASH in kinds(step_one(session, player, PlayerIntent(drop=True)))
        stashed.append(card)
    rest_hand(session, player)
    return stashed


def all_places(session: CandySession) -> list[int]:
    """Every card in a stash, the pool or a hand, sorted: 0..51 exactly once when conserved."""
    return sorted(
        session.pool_cards()
        + [c for stash in session.stashes for c in stash]
        + [h.held for h in session.all_hands if h.held is not None]
    )
