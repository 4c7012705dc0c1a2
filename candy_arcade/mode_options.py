"""What players choose before a game of each mode, as one typed, frozen value per mode.

A :class:`~candy_arcade.setup.GameSetup` carries one of these, so a game view, a
command and a test read ``options.youngest`` or ``options.deck`` instead of hunting a
list of strings for ``"youngest"`` or ``"deck=classic"``. Strings appear only at the
edges that store them: a level file's ``variants``, a Canasta save's ``key=value``
entries, a command line.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from candy_arcade.rules.canasta.decks import CLASSIC, HECKADECK
from candy_arcade.rules.canasta.settings import DEFAULT_TARGET, STANDARD, VARIANTS, Settings
from candy_arcade.rules.candy.variants import Variant, parse_variants, variant_names


@dataclass(frozen=True, slots=True)
class CandyOptions:
    """I Want Candy!: the rule variants switched on (any combination)."""

    variants: frozenset[Variant] = frozenset()

    @classmethod
    def of(cls, names: Iterable[str]) -> CandyOptions:
        """From variant names (a level file's, a command line's).

        Raises:
            VariantParseError: a name no variant has.
        """
        return cls(parse_variants(names))

    @property
    def names(self) -> tuple[str, ...]:
        """The variants' command-line names in the canonical order (as recordings keep them)."""
        return variant_names(self.variants)


@dataclass(frozen=True, slots=True)
class PinataOptions:
    """Piñata Blast: the youngest players' game (no points, no rotten die) or not."""

    youngest: bool = False


@dataclass(frozen=True, slots=True)
class CanastaOptions:
    """Heckadeck Canasta's table choices (the player count comes from the seats)."""

    deck: str = HECKADECK
    wheel: bool = True
    target: int = DEFAULT_TARGET
    ask_partner: bool = False
    variant: str = STANDARD
    """Standard Canasta, Samba or Canasta with talons (``Settings.variant``)."""

    def to_variants(self) -> tuple[str, ...]:
        """The ``key=value`` entries a Canasta save keeps (its file format); a standard
        table writes no ``variant`` entry, so its entries read as before the variants."""
        entries: tuple[str, ...] = (
            f"deck={self.deck}",
            f"wheel={'on' if self.wheel else 'off'}",
            f"target={self.target}",
            f"ask_partner={'on' if self.ask_partner else 'off'}",
        )
        if self.variant != STANDARD:
            entries += (f"variant={self.variant}",)
        return entries

    @classmethod
    def from_variants(cls, variants: Iterable[str]) -> CanastaOptions:
        """Read a save's ``key=value`` entries; unknown or malformed ones keep the defaults."""
        values = dict(entry.split("=", 1) for entry in variants if "=" in entry)
        default = cls()
        deck = values.get("deck", default.deck)
        variant = values.get("variant", default.variant)
        try:
            target = int(values.get("target", default.target))
        except ValueError:
            target = default.target
        return cls(
            deck=deck if deck in (HECKADECK, CLASSIC) else default.deck,
            wheel=values.get("wheel", "on") != "off",
            target=target if target > 0 else default.target,
            ask_partner=values.get("ask_partner", "off") == "on",
            variant=variant if variant in VARIANTS else default.variant,
        )

    def settings(self, players: int) -> Settings:
        """The rules' settings for a table of ``players`` (asking a partner needs four)."""
        return Settings(
            players=players,
            deck=self.deck,
            target=self.target,
            ask_partner=self.ask_partner and players == 4,
            wheel=self.wheel,
            variant=self.variant,
        )


ModeOptions = CandyOptions | PinataOptions | CanastaOptions
"""Any mode's options: what :class:`~candy_arcade.setup.GameSetup` carries."""
