"""A guide's lines name the learner's own buttons: ``[Q]``, ``[A]``, ``[Left click]``."""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.input.controls import Control, ControlLabels


@dataclass(frozen=True, slots=True)
class Buttons:
    """The words a guide line needs for one device: grab, drop, how the hand moves."""

    grab: str = "[grab]"
    drop: str = "[drop]"
    move: str = "move"
    pointer: bool = False

    @classmethod
    def of(cls, labels: ControlLabels | None) -> Buttons:
        """The names ``labels`` gives (the generic words when no device is known)."""
        if labels is None:
            return cls()
        return cls(
            labels.key(Control.GRAB),
            labels.key(Control.DROP),
            labels.move,
            labels.move == "pointer",
        )

    def reach(self, what: str) -> str:
        """Moving the hand onto ``what``: "point at it" with a mouse, else "steer (WASD) to it"."""
        return f"point at {what}" if self.pointer else f"steer ({self.move}) to {what}"
