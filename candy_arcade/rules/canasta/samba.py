"""Samba, the seed's variant of Heckadeck (and Classic) Canasta: its rules in one place.

How the engine uses this (the readings of the rules page are in
docs/samba-and-talons-decisions.md):

- ``Settings.variant``; with Samba the settings take ``hand_size``, ``draw_count``,
  ``canastas_to_go_out`` and the lobby's default ``target`` from the constants below,
  and ``the_deck`` from :func:`samba_decks.samba_deck` (Classic Samba's 162 cards;
  both decks carry Samba's minimum first meld).
- ``State`` keeps each side's sequences as tuples of :class:`sequences.Run`; a Meld
  may lay new sequences (:func:`sequences.run_of`) and cards at either end of the
  side's sequences (:func:`sequences.extend_run`, which keeps a samba closed); the
  legal-move menu and the bots list them with :func:`sequence_menu.new_runs` and
  :func:`sequence_menu.run_extensions`.
- Melds of one rank are judged by :func:`samba_melds.samba_meld_error` (two wild
  cards at most) and a group that starts a meld of a rank the side already holds by
  :func:`samba_melds.new_rank_meld_refusal`.
- Taking the pile is judged by :func:`samba_pile.samba_take_refusal`.
- Going out asks :func:`going_out_refusal` with :func:`side_canastas` (rank canastas
  and sambas alike).
- The hand is scored by :func:`samba_scoring.score_samba_side` (sequences, 1500 a
  samba, going out 200, no concealed bonus, Classic Samba's red 3s).
"""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.rules.canasta.reasons import CanastaReason, Refusal, canastas_refusal
from candy_arcade.rules.canasta.sequences import Run

SAMBA_HAND_SIZE = 15
"""Cards dealt to each player, at every table size."""
SAMBA_DRAW_COUNT = 2
"""Cards drawn from the stock (the player still discards one)."""
SAMBA_TARGET = 10000
"""The game's target score."""
SAMBA_CANASTAS_TO_GO_OUT = 2
"""Canastas a side needs to go out: of one rank or sambas, any mix."""


def side_canastas(rank_canastas: int, runs: Sequence[Run]) -> int:
    """The side's canastas as going out counts them: its canastas of one rank and its
    sambas."""
    return rank_canastas + sum(1 for run in runs if run.is_samba)


def going_out_refusal(canastas: int) -> Refusal | None:
    """Why a side with ``canastas`` (see :func:`side_canastas`) may not go out, or None."""
    if canastas >= SAMBA_CANASTAS_TO_GO_OUT:
        return None
    return canastas_refusal(CanastaReason.GOING_OUT_NEEDS_CANASTAS, SAMBA_CANASTAS_TO_GO_OUT)
