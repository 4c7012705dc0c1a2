"""Every hand on the table: arms from their shoulders, palms, and what marks them.

One sprite per arm, palm and ring, made once; each frame copies positions and flips
visibility, so eight players with two hands each still draw in a few calls. Marks:
the hand a player moves now (Wall Street) is ringed, the other is dimmed; an armed
steal glows red and a duelling hand gold; a palms-down player's hands are greyed;
the Blocker and Snitch ride beside their holder's hand. A palm whose player's action
was refused is drawn shaking, and two palms that touch slap down with a ring spreading
round each (:class:`~candy_arcade.render.candy_motion.CardMotion`).
"""

from __future__ import annotations

import math

import arcade

from candy_arcade.core.geometry import Vec2
from candy_arcade.render.candy_marks import glow_texture, ring_texture, token_texture
from candy_arcade.render.candy_motion import CardMotion
from candy_arcade.render.card_textures import card_back, card_face
from candy_arcade.render.player_look import PlayerLook
from candy_arcade.render.theme import BAD, HIGHLIGHT
from candy_arcade.sim.candy.snapshot import CandySnapshot, HandDraw
from candy_arcade.sim.candy.table import PALM_RADIUS

ARM_WIDTH = 7
PALM_SIZE = PALM_RADIUS * 2.6
RING_SIZE = PALM_RADIUS * 3.0
GLOW_SIZE = PALM_RADIUS * 4.2
IMPACT_REACH = 2.4
"""A slap's ring spreads from the palm's size to this many times it, fading."""
IMPACT_COLOUR = (255, 255, 255)
GLOW_ALPHA = 150
GLOW_SWING = 90
"""An armed steal's or a duel's glow pulses this far either side of its alpha (held
still under Reduce motion)."""
TOKEN_SIZE = 30
MINI_SCALE = 0.3
MINI_OFFSET = Vec2(PALM_RADIUS + 26, PALM_RADIUS + 6)
IDLE_ALPHA = 120
"""An inactive hand (Restricted) is drawn see-through: it cannot move or grab."""
LOCKED_TINT = (150, 150, 150)
DUEL_GLOW = HIGHLIGHT
STEAL_GLOW = BAD


class HandsLayer:
    """Arms, palms and their marks for all of a table's hands.

    Made from a round's first snapshot (how many hands and tokens there are); each
    frame draws the snapshot it is given.
    """

    def __init__(self, first: CandySnapshot, looks: list[PlayerLook], motion: CardMotion) -> None:
        self.looks = looks
        self.motion = motion
        self.arm_sprites: arcade.SpriteList[arcade.SpriteSolidColor] = arcade.SpriteList()
        self.palm_sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.overlay_sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        """Above the palms, in one draw: rings, then token chips, then small cards."""
        self.rings: list[arcade.Sprite] = []
        for hand in first.hands:
            look = looks[hand.player]
            self.arm_sprites.append(arcade.SpriteSolidColor(1, ARM_WIDTH, color=look.arm_colour))
            palm = arcade.Sprite(look.palm_open)
            palm.width = palm.height = PALM_SIZE
            self.palm_sprites.append(palm)
            ring = arcade.Sprite(ring_texture(HIGHLIGHT))
            ring.width = ring.height = RING_SIZE
            ring.visible = False
            self.rings.append(ring)
            self.overlay_sprites.append(ring)
        self.impact_sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        """Per hand, the ring a slap sends out (drawn only while one spreads)."""
        for _ in first.hands:
            impact = arcade.Sprite(ring_texture(IMPACT_COLOUR, 4))
            impact.visible = False
            self.impact_sprites.append(impact)
        self.impacting = False
        self.glow_sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        for _ in range(first.players):
            glow = arcade.Sprite(glow_texture(STEAL_GLOW))
            glow.width = glow.height = GLOW_SIZE
            glow.visible = False
            self.glow_sprites.append(glow)
        self.chips: list[arcade.Sprite] = []
        for token in first.tokens:
            chip = arcade.Sprite(token_texture(token.kind))
            chip.width = chip.height = TOKEN_SIZE
            self.chips.append(chip)
            self.overlay_sprites.append(chip)
        self.minis: list[arcade.Sprite] = []
        self.glowing = False
        self.driven: list[int | None] = [None] * first.players
        """Laissez Faire: per human player, the hand their device's main controls
        drive (set by the view); None rings nothing. Restricted rings the active hand."""
        settings = first.settings
        self.restricted = settings.two_hands and not settings.both_hands_active
        self.extra_minis: list[tuple[int, Vec2]] = []
        """Cards to show small beside a hand besides held and peeked ones (a trade choice)."""
        self.private_players: frozenset[int] = frozenset()
        """Players who see their held and peeked cards on their phone: the shared
        screen shows those cards' backs (set by the view)."""

    def ringed_side(self, table: CandySnapshot, player: int) -> int | None:
        """The player's hand to ring: the active one (Restricted), the one their device
        drives (Laissez Faire), or none."""
        if self.restricted:
            return table.active_side[player]
        return self.driven[player]

    def anchor(self, table: CandySnapshot, player: int) -> HandDraw:
        """The hand that speaks for a player: the ringed one, else the first."""
        own = table.hands_by_player[player]
        side = self.ringed_side(table, player)
        return own[side] if side is not None and side < len(own) else own[0]

    def draw(self, table: CandySnapshot) -> None:
        self._sync_arms_and_palms(table)
        self.arm_sprites.draw()
        if self.impacting:
            self.impact_sprites.draw()
        self._sync_glows(table)
        if self.glowing:
            self.glow_sprites.draw()
        self.palm_sprites.draw()
        self._sync_tokens(table)
        self._sync_minis(table)
        self.overlay_sprites.draw()

    def _sync_arms_and_palms(self, table: CandySnapshot) -> None:
        restricted = self.restricted
        motion = self.motion
        tick = table.tick
        self.impacting = False
        for index, hand in enumerate(table.hands):
            player = hand.player
            palm_x = hand.x + motion.palm_offset(player, tick)
            self._sync_impact(index, palm_x, hand.y, motion.slap_ring(hand.number, tick))
            arm = self.arm_sprites[index]
            shoulder = hand.shoulder
            dx, dy = hand.x - shoulder.x, hand.y - shoulder.y
            arm.position = ((shoulder.x + hand.x) / 2, (shoulder.y + hand.y) / 2)
            arm.width = max(math.hypot(dx, dy), 1.0)
            arm.angle = -math.degrees(math.atan2(dy, dx))
            palm = self.palm_sprites[index]
            look = self.looks[player]
            texture = look.palm_down if hand.frozen else look.palm_open
            size = PALM_SIZE * motion.palm_scale(hand.number, tick)
            if palm.texture is not texture:
                palm.texture = texture
                palm.width = palm.height = size
            elif palm.width != size:
                palm.width = palm.height = size
            palm.position = (palm_x, hand.y)
            idle = restricted and table.active_side[player] != hand.side
            alpha = IDLE_ALPHA if idle else 255
            if palm.alpha != alpha:
                palm.alpha = alpha
                arm.alpha = alpha
            tint = LOCKED_TINT if hand.palms_down else (255, 255, 255)
            if palm.color[:3] != tint:
                palm.color = (*tint, alpha)
            ring = self.rings[index]
            ring.visible = self.ringed_side(table, player) == hand.side and not hand.palms_down
            if ring.visible:
                ring.position = (palm_x, hand.y)

    def _sync_impact(self, index: int, x: float, y: float, spread: float | None) -> None:
        """The ring round a slapping palm: widening and fading; hidden when none."""
        impact = self.impact_sprites[index]
        if spread is None:
            if impact.visible:
                impact.visible = False
            return
        self.impacting = True
        impact.visible = True
        impact.position = (x, y)
        impact.width = impact.height = PALM_SIZE * (1 + (IMPACT_REACH - 1) * spread)
        impact.alpha = round(230 * (1 - spread))

    def _sync_glows(self, table: CandySnapshot) -> None:
        pulse = GLOW_ALPHA
        if not self.motion.reduced:
            pulse += int(GLOW_SWING * math.sin(table.tick * 0.18))
        self.glowing = False
        for player, glow in enumerate(self.glow_sprites):
            duel = bool(table.duels) and table.duel_of(player) is not None
            armed = table.steal_armed[player]
            glow.visible = duel or armed
            if not glow.visible:
                continue
            self.glowing = True
            texture = glow_texture(DUEL_GLOW if duel else STEAL_GLOW)
            if glow.texture is not texture:
                glow.texture = texture
                glow.width = glow.height = GLOW_SIZE
            hand = self.anchor(table, player)
            glow.position = (hand.x, hand.y)
            glow.alpha = pulse

    def _sync_tokens(self, table: CandySnapshot) -> None:
        stacked: dict[int, int] = {}
        for token, chip in zip(table.tokens, self.chips, strict=True):
            hand = self.anchor(table, token.holder)
            slot = stacked.get(token.holder, 0)
            stacked[token.holder] = slot + 1
            chip.position = (
                hand.x - PALM_RADIUS - 8 - slot * (TOKEN_SIZE - 6),
                hand.y + PALM_RADIUS + 2,
            )

    def _sync_minis(self, table: CandySnapshot) -> None:
        """A held card's face, small beside the palm; a peeked stash card the same way."""
        shown: list[tuple[int, Vec2, bool]] = []
        for hand in table.hands:
            card = hand.held if hand.held is not None else hand.peek
            if card is not None:
                face = hand.player not in self.private_players
                shown.append((card, hand.position + MINI_OFFSET, face))
        shown += [(card, where, True) for card, where in self.extra_minis]
        while len(self.minis) < len(shown):
            mini = arcade.Sprite(card_back(), scale=MINI_SCALE)
            self.minis.append(mini)
            self.overlay_sprites.append(mini)
        for sprite, (card, where, face) in zip(self.minis, shown, strict=False):
            texture = card_face(card) if face else card_back()
            if sprite.texture is not texture:
                sprite.texture = texture
                sprite.scale = MINI_SCALE
            sprite.position = (where.x, where.y)
            sprite.visible = True
        for sprite in self.minis[len(shown) :]:
            if sprite.visible:
                sprite.visible = False
