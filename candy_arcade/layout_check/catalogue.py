"""The catalogue of states the layout check draws: every screen, built the same way
every run (fixed seeds, bots driven a fixed number of ticks, no user files read).

A :class:`Scene` is one screen; its ``shots`` show it and yield a state name each time
it is ready to be drawn and judged, so one built game serves several states (each page
of the rules, each dialog over one Canasta table). ``look`` returns the words the screen
draws now, for a scene that pages until nothing new is shown.
"""

from __future__ import annotations

import dataclasses
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import arcade

from candy_arcade.core.seats import SeatSpec
from candy_arcade.levels.loader import default_level_for
from candy_arcade.lobby_memory import lobby_memory_path
from candy_arcade.mode_options import CandyOptions, ModeOptions, PinataOptions
from candy_arcade.modes import CANASTA, CANDY, PINATA, mode_info
from candy_arcade.progress import progress_path
from candy_arcade.progress_ladder import WINS_TO_SUGGEST, BotLadder
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.candy.variants import Variant
from candy_arcade.settings import load_settings
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views import navigation
from candy_arcade.views.app import GameWindow
from candy_arcade.views.bot_ladder import LadderOffer
from candy_arcade.views.canasta.lobby import CanastaLobbyView
from candy_arcade.views.canasta.variant_choice import VARIANT_CHOICES
from candy_arcade.views.candy_table import CandyTable
from candy_arcade.views.challenges import ChallengeLadderView
from candy_arcade.views.guide_offer import GuideOfferView, guided_level
from candy_arcade.views.key_bindings_view import GROUPS, KeyBindingsView, action_label
from candy_arcade.views.key_swap_question import KeySwapQuestion
from candy_arcade.views.launch import step_frame
from candy_arcade.views.level_select import LevelSelectView
from candy_arcade.views.lobby import LobbyView
from candy_arcade.views.mode_select import ModeSelectView
from candy_arcade.views.pad_buttons_view import PadButtonsView
from candy_arcade.views.pause import PauseView
from candy_arcade.views.realtime_table import RealtimeTableView
from candy_arcade.views.settings_view import SettingsView
from candy_arcade.views.title import TitleView

Look = Callable[[], tuple[str, ...]]
Shots = Callable[[GameWindow, Look], Iterator[str]]

PLAYER_COUNTS = (1, 2, 4, 8)
SEED = 7
ROUND_TICKS = 240
"""Four seconds into a round: hands hold cards, the start-of-round legends are up."""
RESULT_TIMER = 20
"""Seconds a round lasts when the check plays it to its results."""
MAX_PAGES = 12
PAGE_KEYS = (arcade.key.PAGEDOWN, arcade.key.RIGHT)
REPLAY_TICKS = 300
AFTER_PLAYERS = {CANDY.id: 4, PINATA.id: 2}
"""Seats of the game whose results lead on (a Piñata game is long: two seats)."""
ATTRACT_FRAMES = 300
"""Five seconds on the title: its bots' table dealt, faded in and a few seconds played."""
SETTLE_STEP = 60
SETTLE_LIMIT = 60 * 40
"""A results screen is drawn once it has not changed for a second (its reveal and
count-ups done), or after forty seconds."""


@dataclass(frozen=True)
class Scene:
    screen: str
    shots: Shots


def drive(window: GameWindow, ticks: int, until: Callable[[], bool] = lambda: False) -> None:
    """Advance the shown screen ``ticks`` fixed frames without drawing (the game does
    not need its pictures to play on), or until ``until`` holds."""
    for _ in range(ticks):
        if until():
            return
        step_frame(window)


def press(window: GameWindow, symbol: int) -> None:
    view = window.current_view
    if view is not None:
        view.on_key_press(symbol, 0)
        view.on_key_release(symbol, 0)


def bot_seats(players: int, human: str | None = None) -> tuple[SeatAssignment, ...]:
    """``players`` seats of bots at normal level; the first is a human on ``human``."""
    seats = [
        SeatAssignment(SeatSpec(is_bot=True), None, f"Bot {number}")
        for number in range(1, players + 1)
    ]
    if human is not None:
        seats[0] = SeatAssignment(SeatSpec(is_bot=False), human, "Player 1")
    return tuple(seats)


def fits(mode: str, players: int) -> bool:
    return players in mode_info(mode).seats_at(default_level_for(mode))


def one(state: str, show: Callable[[GameWindow], object]) -> Shots:
    return each([(state, show)])


def each(states: list[tuple[str, Callable[[GameWindow], object]]]) -> Shots:
    """A screen shown in each of ``states`` in turn, each built afresh."""

    def shots(window: GameWindow, look: Look) -> Iterator[str]:
        for state, show in states:
            show(window)
            yield state

    return shots


def by_players(
    mode: str, counts: tuple[int, ...], show: Callable[[str, int], Callable[[GameWindow], object]]
) -> Shots:
    """The screen at each number of players the mode seats, of ``counts``."""
    return each([(f"{n} players", show(mode, n)) for n in counts if fits(mode, n)])


def _show(view: Callable[[], arcade.View]) -> Callable[[GameWindow], object]:
    return lambda window: window.show_view(view())


# -- menus ------------------------------------------------------------------------------


def _title(window: GameWindow, look: Look) -> Iterator[str]:
    """The title as it first shows, then with the bots' round playing behind the menu."""
    window.show_view(TitleView())
    yield "start"
    drive(window, ATTRACT_FRAMES)
    yield "bots playing behind"


def _title_told(window: GameWindow, look: Look) -> Iterator[str]:
    """The title with what the player is told about their files: a settings file that
    could not be read, and then a save the disk refused."""
    with tempfile.TemporaryDirectory() as folder:
        broken = Path(folder) / "settings.toml"
        broken.write_text("volume = [unclosed", encoding="utf-8")
        window.settings_problem = load_settings(broken).problem
    try:
        window.show_view(TitleView())
        yield "settings file set aside"
        window.save_or_tell("Your settings", Path(folder), _refused)
        yield "a save refused"
    finally:
        window.settings_problem = None
        window.told.clear()
        window.notice_seconds = 0.0


def _challenges(window: GameWindow, look: Look) -> Iterator[str]:
    """The ladders from a fresh start, a locked challenge chosen (the subtitle says
    what unlocks it), and over a progress file that had to be set aside (its line
    above the ladders)."""
    view = ChallengeLadderView()
    window.show_view(view)
    drive(window, 1)
    yield "start"
    press(window, arcade.key.DOWN)
    press(window, arcade.key.ENTER)
    drive(window, 1)
    yield "a locked challenge chosen"
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"completed": "all of them"}', encoding="utf-8")
    try:
        window.show_view(ChallengeLadderView())
        drive(window, 1)
        yield "the progress file set aside"
    finally:
        for kept in path.parent.glob(f"{path.name}*"):
            kept.unlink()


def _refused() -> None:
    raise PermissionError(13, "Permission denied")


def menu_scenes() -> list[Scene]:
    scenes = [
        Scene("title", _title),
        Scene("title notices", _title_told),
        Scene("mode select", one("start", _show(ModeSelectView))),
        Scene("challenges", _challenges),
        Scene("guide offer", one("start", _show(lambda: GuideOfferView(CANDY.id)))),
        Scene("settings", one("from the title", _show(lambda: SettingsView(TitleView())))),
    ]
    scenes += [
        Scene(f"{mode} level select", one("start", _level_select(mode)))
        for mode in (CANDY.id, PINATA.id)
    ]
    scenes += [Scene(f"keys {group}", one("start", _keys(group))) for group in GROUPS]
    scenes.append(Scene("keys swap question", one("a key in use", _swap_question)))
    scenes.append(Scene("pad buttons", one("start", _pad_buttons)))
    return scenes


def _level_select(mode: str) -> Callable[[GameWindow], object]:
    return lambda window: window.show_view(LevelSelectView(mode))


def _keys(group: str) -> Callable[[GameWindow], object]:
    return lambda window: window.show_view(KeyBindingsView(TitleView(), group))


def _swap_question(window: GameWindow) -> None:
    """The longest labels the question may name: a key in use by the Watcher's reveal."""
    keys = KeyBindingsView(TitleView(), "canasta")
    holder = action_label("canasta_reveal")
    window.show_view(KeySwapQuestion(keys, "Backspace", holder, "Tab", lambda: None))


def _pad_buttons(window: GameWindow) -> None:
    window.show_view(PadButtonsView(TitleView()))


# -- lobbies --------------------------------------------------------------------------------


def _candy_like_lobby(mode: str, players: int) -> Callable[[GameWindow], object]:
    """The lobby with a human and bots; at its most seats, one bot more is asked for,
    so the table-full message shows too."""

    def show(window: GameWindow) -> None:
        lobby = LobbyView(mode)
        window.show_view(lobby)
        lobby.join("keys-left")
        for _ in range(players - 1):
            lobby.add_bot()
        if players == lobby.max_seats:
            lobby.add_bot()
        drive(window, 2)

    return show


def _canasta_lobby(players: int) -> Callable[[GameWindow], object]:
    def show(window: GameWindow) -> None:
        lobby = CanastaLobbyView()
        lobby.set_players(str(players))
        window.show_view(lobby)

    return show


def _canasta_lobby_variant(choice: str, deck: str) -> Callable[[GameWindow], object]:
    """Four players with a variant picked, at either deck: the Heckadeck's Samba line
    is the longest (sequences of one colour), the Classic title the widest."""
    def show(window: GameWindow) -> None:
        lobby = CanastaLobbyView()
        window.show_view(lobby)
        lobby.set_deck(deck)
        lobby.set_variant(choice)

    return show


def _canasta_lobby_told(window: GameWindow) -> None:
    """The lobby saying that a remembered choice could not be used: the longest message
    it gives (a target the lobby does not offer, all of them named)."""
    path = lobby_memory_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("target = 123456789\n", encoding="utf-8")
    window.show_view(CanastaLobbyView())
    for kept in path.parent.glob(f"{path.name}.bad*"):
        kept.unlink()


def _suggesting_lobby(mode: str, players: int) -> Callable[[GameWindow], object]:
    """The lobby suggesting the next bot level (two wins in a row against easy bots),
    with the table full and one bot more asked for: the banner above its message."""
    show_table = _candy_like_lobby(mode, players)

    def show(window: GameWindow) -> None:
        show_table(window)
        lobby = window.current_view
        assert isinstance(lobby, LobbyView)
        lobby.ladder = LadderOffer(mode, lobby.relevel_bots, BotLadder("easy", WINS_TO_SUGGEST))

    return show


def _scoring_chart_lobby(window: GameWindow) -> None:
    """I Want Candy!'s lobby with its scoring chart open."""
    lobby = LobbyView(CANDY.id)
    window.show_view(lobby)
    lobby.open_chart()


def lobby_scenes() -> list[Scene]:
    canasta = [(f"{players} players", _canasta_lobby(players)) for players in (2, 3, 4)]
    canasta.append(("a remembered choice set aside", _canasta_lobby_told))
    canasta += [
        (f"{variant} picked, {deck}", _canasta_lobby_variant(variant, deck))
        for variant in VARIANT_CHOICES[1:] for deck in ("Heckadeck", "Classic")
    ]
    return [
        Scene(f"{CANDY.id} lobby", by_players(CANDY.id, PLAYER_COUNTS, _candy_like_lobby)),
        Scene(f"{CANDY.id} lobby scoring chart", one("open", _scoring_chart_lobby)),
        Scene(f"{PINATA.id} lobby", by_players(PINATA.id, PLAYER_COUNTS, _candy_like_lobby)),
        Scene(
            "lobby bot level suggestion",
            each(
                [
                    (f"{mode} {players} players", _suggesting_lobby(mode, players))
                    for mode, players in ((CANDY.id, 8), (PINATA.id, 1))
                ]
            ),
        ),
        Scene("canasta lobby", each(canasta)),
    ]


# -- rules pages ------------------------------------------------------------------------


def _rules_pages(mode: str, open_rules: Callable[[GameWindow], None] | None = None) -> Shots:
    """Each page of a mode's rules, paged with Page Down (or Right, when Page Down does
    nothing) until nothing new shows; a key that leaves the mode's rules ends it.
    ``open_rules`` opens them (default: from the title, for any table of the mode)."""

    def shots(window: GameWindow, look: Look) -> Iterator[str]:
        if open_rules is None:
            navigation.show_rules(window, TitleView(), mode)
        else:
            open_rules(window)
        view = window.current_view
        seen = {look()}
        yield "page 1"
        for page in range(2, MAX_PAGES + 1):
            for key in PAGE_KEYS:
                press(window, key)
                words = look()
                same_rules = window.current_view is view and getattr(view, "mode", mode) == mode
                if same_rules and words not in seen:
                    break
            else:
                return
            seen.add(words)
            yield f"page {page}"

    return shots


def _rules_from_canasta_lobby(choice: str) -> Callable[[GameWindow], None]:
    """How to play, opened from a Canasta lobby with a variant picked: the pages of
    that table."""

    def open_rules(window: GameWindow) -> None:
        lobby = CanastaLobbyView()
        window.show_view(lobby)
        lobby.set_variant(choice)
        lobby.show_rules()

    return open_rules


def rules_scenes() -> list[Scene]:
    modes = (CANDY.id, PINATA.id, CANASTA.id)
    scenes = [Scene(f"{mode} rules", _rules_pages(mode)) for mode in modes]
    scenes += [
        Scene(
            f"{CANASTA.id} rules at a {choice} table",
            _rules_pages(CANASTA.id, _rules_from_canasta_lobby(choice)),
        )
        for choice in VARIANT_CHOICES[1:]
    ]
    return scenes


# -- I Want Candy! and Piñata Blast at the table ------------------------------------------


HUMAN_DEVICES = ("keys-left", "keys-right", "mouse")
"""Every device a machine without gamepads has: at most three humans at a table."""


def _setup(
    mode: str,
    players: int,
    options: ModeOptions | None = None,
    timer: int | None = None,
    humans: int = 1,
) -> GameSetup:
    level = default_level_for(mode)
    if timer is not None:
        level = dataclasses.replace(level, timer_seconds=timer)
    seats = list(bot_seats(players, HUMAN_DEVICES[0]))
    for seat in range(1, humans):
        human = SeatSpec(is_bot=False)
        seats[seat] = SeatAssignment(human, HUMAN_DEVICES[seat], f"Player {seat + 1}")
    return GameSetup(mode, level, SEED, tuple(seats), options)


def _round(
    mode: str, players: int, options: ModeOptions | None = None, humans: int = 1
) -> Callable[[GameWindow], object]:
    def show(window: GameWindow) -> None:
        navigation.start_game(window, _setup(mode, players, options, humans=humans))
        drive(window, ROUND_TICKS)

    return show


def _results(mode: str, players: int) -> Shots:
    """A seeded game played by bots to its results, then left to settle."""

    def shots(window: GameWindow, look: Look) -> Iterator[str]:
        setup = _setup(mode, players, timer=RESULT_TIMER)
        setup = dataclasses.replace(setup, seats=bot_seats(players))
        navigation.start_game(window, setup)
        table = window.current_view
        drive(window, 60 * 60 * 8, until=lambda: window.current_view is not table)
        settle(window, look)
        yield f"{players} players"

    return shots


def settle(window: GameWindow, look: Look) -> None:
    """Drive the shown screen until what it says stops changing."""
    before = look()
    for _ in range(SETTLE_LIMIT // SETTLE_STEP):
        drive(window, SETTLE_STEP)
        now = look()
        if now == before:
            return
        before = now


def _after_results(mode: str, players: int) -> Shots:
    """What a results screen leads to: the round watched again (a pad's Y), and the
    end of the match (Esc); the game is played twice, so at few seats."""

    def shots(window: GameWindow, look: Look) -> Iterator[str]:
        results = _results(mode, players)
        for _ in results(window, look):
            pass
        command = getattr(window.current_view, "on_menu_command", None)
        if command is not None:
            command("again")
            drive(window, REPLAY_TICKS)
            yield "watching the round again"
        for _ in results(window, look):
            pass
        press(window, arcade.key.ESCAPE)
        drive(window, 60)
        yield "the match ended"

    return shots


def _results_by_players(mode: str) -> Shots:
    counts = [n for n in PLAYER_COUNTS if fits(mode, n)]

    def shots(window: GameWindow, look: Look) -> Iterator[str]:
        for players in counts:
            yield from _results(mode, players)(window, look)

    return shots


def _pause(mode: str) -> Callable[[GameWindow], object]:
    def show(window: GameWindow) -> None:
        _round(mode, 2)(window)
        game = window.current_view
        assert game is not None
        window.show_view(PauseView(game))

    return show


def _scoring_chart_held(window: GameWindow) -> None:
    """Four players in a round, one holding their chart key (C): the chart over the table."""
    _round(CANDY.id, 4, humans=3)(window)
    view = window.current_view
    assert view is not None
    view.on_key_press(arcade.key.C, 0)
    drive(window, 2)


TRADING_TIMER = 1
"""Seconds of search before the alarm: a keyboard player who stashed nothing trades."""
TRADING_TICKS = 120
"""Two seconds into trading: bots have made their first offers."""


def _trading(players: int) -> Callable[[GameWindow], object]:
    """Swappities after the alarm, seen by a keyboard player with an empty stash."""

    def show(window: GameWindow) -> None:
        options = CandyOptions(frozenset({Variant.SWAPPITIES}))
        navigation.start_game(window, _setup(CANDY.id, players, options, timer=TRADING_TIMER))
        view = window.current_view
        assert isinstance(view, RealtimeTableView) and isinstance(view.table, CandyTable)
        session = view.table.session
        drive(window, 60 * 20, until=lambda: session.phase is Phase.TRADING)
        drive(window, TRADING_TICKS)

    return show


def table_scenes() -> list[Scene]:
    legends = [
        (variant.value, _round(CANDY.id, 2, CandyOptions(frozenset({variant}))))
        for variant in Variant
    ]
    youngest = ("2 players, youngest player", _round(PINATA.id, 2, PinataOptions(True)))
    rounds = {
        mode: [(f"{n} players", _round(mode, n)) for n in PLAYER_COUNTS if fits(mode, n)]
        for mode in (CANDY.id, PINATA.id)
    }
    rounds[CANDY.id].append(("5 players, 3 humans", _round(CANDY.id, 5, humans=3)))
    rounds[PINATA.id] += [
        ("4 players, 3 humans", _round(PINATA.id, 4, humans=3)),
        youngest,
    ]
    scenes = []
    for mode in (CANDY.id, PINATA.id):
        scenes += [
            Scene(f"{mode} round", each(rounds[mode])),
            Scene(f"{mode} results", _results_by_players(mode)),
            Scene(f"{mode} after the results", _after_results(mode, AFTER_PLAYERS[mode])),
            Scene(f"{mode} pause", one("over a round", _pause(mode))),
        ]
    scenes.append(Scene("candy legend", each(legends)))
    scenes.append(Scene("candy round scoring chart", one("held", _scoring_chart_held)))
    trading = [(f"{n} players", _trading(n)) for n in (2, 4)]
    scenes.append(Scene("candy swappities trading", each(trading)))
    scenes += [Scene(f"{mode} guided first game", _guided(mode)) for mode in (CANDY.id, PINATA.id)]
    return scenes


def _guided(mode: str) -> Shots:
    """The guided table's first step, as a keyboard player and as a mouse player sees it."""

    def shows(device: str) -> Callable[[GameWindow], object]:
        def show(window: GameWindow) -> None:
            level = guided_level(mode)
            assert level is not None, f"{mode} ships a guided table"
            you = SeatAssignment(SeatSpec(is_bot=False), device, "You")
            bot = SeatAssignment(SeatSpec(is_bot=True, difficulty="easy"), None, "Bot 2")
            navigation.start_game(window, GameSetup(mode, level, SEED, (you, bot)))
            drive(window, ROUND_TICKS)

        return show

    return each([(f"first step, {device}", shows(device)) for device in ("keys-left", "mouse")])


def catalogue() -> list[Scene]:
    """Every scene, menus first (cheapest) and the played games last."""
    from candy_arcade.layout_check.canasta_states import canasta_scenes

    return [
        *menu_scenes(),
        *lobby_scenes(),
        *rules_scenes(),
        *table_scenes(),
        *canasta_scenes(),
    ]
