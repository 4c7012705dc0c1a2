"""The layout check: every screen drawn headless in a catalogue of states, with the box of
every text it draws, so text over text, text off its panel or the window, and text too
small to read are found by a test instead of by a player at a party (issue 15 point 8).

:mod:`.boxes` and :mod:`.problems` are pure geometry; :mod:`.capture` hooks the one place
arcade and pyglet draw text and filled rectangles; :mod:`.catalogue` builds the states;
:mod:`.run` draws them at each window size.
"""
