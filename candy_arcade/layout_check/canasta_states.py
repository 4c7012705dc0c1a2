"""Canasta's states for the layout check: the table part-way into a hand, staged melds,
every dialog the table opens, the score sheet, the end-of-hand review (a crowded one
too), pause and the game's end.

The moves are made here by the normal bot for every seat, the human's too, so the
table holds melds on several sides when the human's turn is shown; no thread, no
pacing, no autosave (the check writes nothing).
"""

from __future__ import annotations

import dataclasses
import tempfile
from collections.abc import Iterator
from pathlib import Path

from candy_arcade.bots.canasta.base import Bot
from candy_arcade.bots.canasta.factory import make_bot
from candy_arcade.core.seats import SeatSpec
from candy_arcade.layout_check.catalogue import SEED, Look, Scene, bot_seats, drive
from candy_arcade.levels.loader import load_default_level
from candy_arcade.rules.canasta.actions import Discard, MeldGroup
from candy_arcade.rules.canasta.apply import IllegalAction, apply
from candy_arcade.rules.canasta.events import Melded, PileTaken
from candy_arcade.rules.canasta.observer import observe
from candy_arcade.rules.canasta.roles import Role
from candy_arcade.rules.canasta.scenario import ids_of, position
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.saves.canasta import (
    CANASTA_SLOT,
    SAVE_VERSION,
    HandRecord,
    load_canasta,
    save_canasta,
)
from candy_arcade.saves.earlier import SHOWN_EARLIER, earlier_paths
from candy_arcade.saves.slot import SaveSlot
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.app import GameWindow
from candy_arcade.views.canasta.compose import Attempt
from candy_arcade.views.canasta.continue_menu import ContinueView
from candy_arcade.views.canasta.discard_question import discard_question
from candy_arcade.views.canasta.session import CanastaSession, Reveal
from candy_arcade.views.canasta.start import ReplaceSavedGameView, SaveProblemView
from candy_arcade.views.canasta.table_view import CanastaTableView
from candy_arcade.views.pause import PauseView
from candy_arcade.views.settings_view import CANASTA_BOTS, SettingsView
from candy_arcade.views.title import TitleView

MOVES_INTO_HAND = 60
"""Moves made before the human's turn is shown: every side has melded by then."""


CROWDED_HANDS = (
    ["Darkness", *["10"] * 5, *["11"] * 4, *["Beast"] * 3],
    [*["2"] * 8, *["J"] * 8, *["0"] * 4, *["Talisman"] * 4, "A", "A"],
    [*["10"] * 3, *["11"] * 4, *["Beast"] * 5, *["Q"] * 3, *["0"] * 4, *["Talisman"] * 4,
     "Crone"],
    [*["3"] * 4, *["4"] * 5, *["5"] * 5, *["6"] * 5, *["7"] * 5, *["Arrow"] * 6],
)
"""Four big hands at a hand's end: 13, 26, 24 and 30 cards."""
CROWDED_MELDS = (
    ["K"] * 8, [*["Q"] * 5, "Joker", "Joker"], ["A"] * 3, ["3"] * 4, ["4"] * 3, ["5"] * 3,
    ["6", "6", "6", "Arrow"], ["7"] * 3, ["8"] * 3, ["9"] * 3,
)


def crowded_end(
    settings: Settings | None = None, scores: tuple[int, int] = (0, 0)
) -> State:
    """A four-player hand the Darkness ends with every hand full: South & North have
    ten melds (a natural and a mixed canasta), Hunters and Travellers; West & East
    have bonus cards and nothing melded, so theirs count minus."""
    state = position(
        settings or Settings(players=4),
        hands=CROWDED_HANDS,
        melds=[CROWDED_MELDS, []],
        bonus=[["Hunter"] * 3 + ["Traveller"] * 2, ["Hunter", "Traveller", "Traveller"]],
        phase=Phase.MELD,
        scores=scores,
    )
    (darkness,) = ids_of(state, 0, "Darkness")
    ended, _ = apply(state, Discard(darkness))
    return ended


def _setup(players: int, humans: int = 1) -> GameSetup:
    seats = list(bot_seats(players))
    for seat in range(humans):
        seats[seat] = SeatAssignment(SeatSpec(is_bot=False), None, f"Player {seat + 1}")
    return GameSetup("canasta", load_default_level(), SEED, tuple(seats))


def _play(session: CanastaSession, moves: int, until: Phase | None = None) -> None:
    """``moves`` moves by the normal bot of each seat, then on to the next human turn;
    with ``until``, on instead to the first state in that phase."""
    bots: dict[int, Bot] = {
        seat: make_bot("normal", seat, SEED) for seat in range(len(session.seats))
    }
    made = 0
    while session.state.phase is not Phase.GAME_OVER:
        state = session.state
        actor = state.to_act
        if actor is None or state.phase is until:
            return
        if until is None and made >= moves and not session.is_bot(actor):
            return
        if state.phase is Phase.HAND_OVER:
            action = session.first_legal()
        else:
            action = bots[actor].choose(observe(state, actor))
        try:
            session.apply(action)
        except IllegalAction:
            session.apply(session.first_legal())
        made += 1


def _table(
    window: GameWindow, session: CanastaSession, frames: int = 90
) -> CanastaTableView:
    """The table of ``session`` on screen, its glides finished."""
    view = CanastaTableView(session, threaded=False, autosave=False)
    window.show_view(view)
    drive(window, frames)
    return view


def _session(players: int, moves: int, humans: int = 1) -> CanastaSession:
    session = CanastaSession(_setup(players, humans))
    _play(session, moves)
    return session


def _stage_groups(view: CanastaTableView, wanted: int) -> int:
    """Stage first-meld groups from the human's hand as a player short of the minimum
    does: three of a rank, or two and a wild card; returns how many were staged."""
    state = view.session.state
    deck = state.deck
    seat = view.controller.holder
    assert seat is not None
    by_rank: dict[str, list[int]] = {}
    wilds = []
    for card in state.hands[seat]:
        role = deck.role_of[card]
        if role is Role.WILD:
            wilds.append(card)
        elif role is Role.NATURAL:
            by_rank.setdefault(deck.name_of[card], []).append(card)
    groups = []
    for rank, cards in sorted(by_rank.items(), key=lambda item: -len(item[1])):
        if len(cards) >= 3:
            groups.append(MeldGroup(rank, tuple(cards[:3])))
        elif len(cards) == 2 and wilds:
            groups.append(MeldGroup(rank, (*cards, wilds.pop())))
    view.controller.staged = list(groups[:wanted])
    return len(view.controller.staged)


def _table_states(players: int) -> Scene:
    def shots(window: GameWindow, look: Look) -> Iterator[str]:
        _table(window, _session(players, 0))
        yield "first turn"
        view = _table(window, _session(players, MOVES_INTO_HAND))
        yield "mid-hand"
        view.controller.flow.open_scores()
        drive(window, 2)
        yield "score sheet"
        view.controller.flow.dialogs.clear()
        view = _table(window, _session(players, 0))
        if _stage_groups(view, 3):
            drive(window, 30)
            yield "staged melds"
        view.controller.command("meld")
        drive(window, 2)
        yield "a refusal under the prompt"
        view.controller.staged = []
        view.controller.command("take")
        drive(window, 2)
        yield "a take-pile refusal or proposal"
        session = _session(players, 0)
        _play(session, 0, until=Phase.HAND_OVER)
        view = _table(window, session)
        yield "hand over: the review"

    return Scene(f"canasta table {players} players", shots)


def _dialogs(window: GameWindow, look: Look) -> Iterator[str]:
    """The table's questions over one four-player table."""
    view = _table(window, _session(4, MOVES_INTO_HAND))
    controller, flow, session = view.controller, view.controller.flow, view.session
    asks = [
        ("the watcher", flow.show_watcher),
        ("partner asks to go out", flow.show_answer),
        (
            "the watcher's reveal",
            lambda: flow.show_reveal(Reveal(0, 1, tuple(session.state.hands[1]))),
        ),
        (
            "name the wheel",
            lambda: controller.ask_wheel_name(session.state.deck.wheel_names(), _never),
        ),
    ]
    for state, ask in asks:
        flow.dialogs.clear()
        ask()
        drive(window, 2)
        yield state
    flow.dialogs.clear()
    deck = session.state.deck
    crone = next((c.id for c in deck.cards if deck.role_of[c.id] is Role.CRONE), None)
    if crone is not None:
        question = discard_question(session.state, "check", Discard(crone), _ignore, _ignore)
        assert question is not None
        flow.dialogs.append(question)
        drive(window, 2)
        yield "discard the crone?"
        flow.dialogs.clear()
    _table(window, _session(2, 0, humans=2), frames=2)
    yield "pass the screen (two humans)"


def _ignore(_: object) -> None:
    """The check shows the question and never answers it."""


def _log_and_seats(window: GameWindow, look: Look) -> Iterator[str]:
    """The full log (at its end, scrolled back, with a long line), the short log with a
    pile taken pinned, the hot seat turned to North, a bots-only show, a held bot turn."""
    session = _session(4, MOVES_INTO_HAND)
    session.log.append(
        "North melds Kings (+7, wilds: Joker, Arrow, Talisman, the Wheel named King) "
        "and this line runs on to show that a long line wraps inside the log box"
    )
    view = _table(window, session)
    view.log_reader.toggle()
    drive(window, 2)
    yield "the full log"
    view.log_reader.scroll(len(session.log) // 2)
    drive(window, 2)
    yield "the full log scrolled back"
    view.log_reader.toggle()
    taken = _session(4, 0)
    _play(taken, 0, until=None)
    taken._note([PileTaken(taken.state.turn, taken.state.discard[-1], len(taken.state.discard))])
    for rank in ("K", "Q", "J"):
        taken._note([Melded(taken.state.turn, rank, taken.state.hands[taken.state.turn][:3],
                            True)])
    _table(window, taken)
    yield "the pile taken, pinned in the short log"
    hot = _session(2, 0, humans=2)
    south = make_bot("normal", 0, SEED)
    while hot.state.to_act == 0:
        hot.apply(south.choose(observe(hot.state, 0)))
    seat_view = _table(window, hot, frames=2)
    dialog = seat_view.controller.flow.dialog
    if dialog is not None:
        dialog.choose()
    drive(window, 60)
    yield "hot seat: North's turn"
    _table(window, CanastaSession(_setup(4, humans=0)))
    yield "bots only: a show"
    held = _table(window, CanastaSession(_setup(4, humans=0)), frames=2)
    held.pacer.held_after = 3
    held._signature = None
    drive(window, 2)
    yield "waiting after a bot's turn"


def _never(name: str) -> Attempt:
    """The check opens the Wheel's question but never answers it."""
    return Attempt()


def crowded_session(humans: int = 1, scores: tuple[int, int] = (0, 0)) -> CanastaSession:
    """Four seats at :func:`crowded_end`, before it with ``scores``; the hand recorded
    on the score sheet as the table records it."""
    session = CanastaSession(_setup(4, humans))
    session.state = crowded_end(session.settings, scores)
    session.history.append(HandRecord.from_state(session.state))
    return session


def _reviews(window: GameWindow, look: Look) -> Iterator[str]:
    """The end-of-hand review at its most crowded, for a player and for spectators,
    after the game's last hand, and the score history on Tab after many hands."""
    _table(window, crowded_session(), frames=2)
    yield "four full hands"
    _table(window, crowded_session(humans=0), frames=2)
    yield "spectators: the countdown"
    _table(window, crowded_session(scores=(4200, 0)), frames=2)
    yield "the last hand, before the winner"
    for players in (2, 3, 4):
        session = _session(players, 0)
        _play(session, 0, until=Phase.HAND_OVER)
        record = session.history[-1]
        session.history = [
            dataclasses.replace(record, hand_number=number) for number in range(14)
        ]
        view = _table(window, session, frames=2)
        view.controller.flow.dialogs.clear()
        view.controller.flow.open_scores()
        drive(window, 2)
        yield f"score history, {players} players"


def _pause(window: GameWindow, look: Look) -> Iterator[str]:
    view = _table(window, _session(4, MOVES_INTO_HAND))
    pause = PauseView(view)
    window.show_view(pause)
    yield "over the table"
    settings = SettingsView(pause)
    window.show_view(settings)
    settings.selected = next(
        index for index, item in enumerate(settings.items) if item.label == CANASTA_BOTS
    )
    drive(window, 1)
    yield "settings over the table, on a setting that waits"


def _game_over(window: GameWindow, look: Look) -> Iterator[str]:
    """A seeded hand played to its end, then the game called over as a target reached."""
    for players in (2, 3, 4):
        session = _session(players, 0)
        _play(session, 0, until=Phase.HAND_OVER)
        totals = session.history[-1].totals if session.history else (0,) * session.settings.sides
        winner = max(range(len(totals)), key=lambda side: totals[side])
        session.state = dataclasses.replace(
            session.state, phase=Phase.GAME_OVER, to_act=None, winners=(winner,),
            scores=tuple(totals),
        )
        view = _table(window, session, frames=2)
        yield f"{players} players: the review first"
        dialog = view.controller.flow.dialog
        if dialog is not None:
            dialog.choose()
        drive(window, 10)
        yield f"{players} players"


def _start_questions(window: GameWindow, look: Look) -> Iterator[str]:
    """What opening a table may ask: replace the saved game, or why it could not load."""
    window.show_view(ReplaceSavedGameView(_setup(4), TitleView(), "Heckadeck Canasta"))
    yield "a saved game is waiting"
    with tempfile.TemporaryDirectory() as folder:
        broken = Path(folder) / "canasta.json"
        broken.write_text("not a save", encoding="utf-8")
        _, problem = load_canasta(SaveSlot("canasta", SAVE_VERSION, broken))
    window.show_view(SaveProblemView(problem or "There is no saved game to continue."))
    yield "the save could not be read"


def _continue_list(window: GameWindow, look: Look) -> Iterator[str]:
    """Continue with the saved game and as many earlier games as it lists, the longest
    labels a save gives (four players, a hand in two figures), one of them unreadable."""
    session = _session(4, 0)
    session.state = dataclasses.replace(session.state, hand_number=11, scores=(10250, 9870))
    for _ in range(SHOWN_EARLIER):
        save_canasta(session.snapshot())
        CANASTA_SLOT.keep_aside()
    save_canasta(session.snapshot())
    broken = earlier_paths(CANASTA_SLOT)[-1]
    broken.write_text("not a save", encoding="utf-8")
    try:
        view = ContinueView()
        window.show_view(view)
        yield "the saved game and earlier ones"
        view.selected = next(i for i, game in enumerate(view.games) if game.save is None)
        drive(window, 1)
        yield "an unreadable earlier game"
    finally:
        CANASTA_SLOT.delete()
        for path in earlier_paths(CANASTA_SLOT):
            path.unlink()


def canasta_scenes() -> list[Scene]:
    from candy_arcade.layout_check.canasta_details import detail_scenes
    from candy_arcade.layout_check.canasta_variants import variant_scenes

    return [
        *(_table_states(players) for players in (2, 3, 4)),
        *detail_scenes(),
        *variant_scenes(),
        Scene("canasta dialogs", _dialogs),
        Scene("canasta review", _reviews),
        Scene("canasta log and seats", _log_and_seats),
        Scene("canasta pause", _pause),
        Scene("canasta game over", _game_over),
        Scene("canasta start", _start_questions),
        Scene("canasta continue", _continue_list),
    ]
