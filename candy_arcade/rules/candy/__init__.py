"""I Want Candy!'s rules, pure and typed (no arcade, no pymunk).

- :mod:`.settings`: the frozen :class:`CandySettings` built from the chosen variants,
  with every rule number (stash limit, touch freeze, Roshambo's windows, ...) once.
- :mod:`.variants`: the ten variants' names and parsing; :mod:`.variant_summaries`
  words them for the lobby from the settings' numbers.
- :mod:`.reasons`: :class:`CandyReason`, why an action is refused (one code per rule).
- :mod:`.events`, :mod:`.phase`: what a tick reports and where the round is.
- each variant's own state, changed only through its own methods:
  :mod:`.rock_you` (:class:`RockYou`), :mod:`.tokens` (:class:`Tokens`),
  :mod:`.roshambo` (:class:`Roshambo`), :mod:`.trading` (:class:`Trading`, which
  reaches the table only through the narrow :class:`StashAccess`).
- :mod:`.claims`, :mod:`.scoring`, :mod:`.fast_total`, :mod:`.conditions`: scoring a
  stash; :mod:`.match`: a round's scores and winners, a match's totals.

The physical table (palms, walls, where each card lies, touches, the steps of a
variant that need positions) is :mod:`candy_arcade.sim.candy`; its
:class:`~candy_arcade.sim.candy.session.CandySession` runs a round tick by tick, and
:mod:`candy_arcade.sim.candy.observation` gives each player's view of it.
"""
