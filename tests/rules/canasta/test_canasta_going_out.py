"""Rule sentences about going out, asking the partner, and the stock running out."""

from __future__ import annotations

from canasta_tables import assert_refused, group, play, table

from candy_arcade.bots.canasta.normal import NormalBot
from candy_arcade.rules.canasta import (
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    EndPlay,
    LayWheel,
    Meld,
    MeldGroup,
    Phase,
    Settings,
    TakePile,
    check,
    legal_actions,
    observe,
)
from candy_arcade.rules.canasta.reasons import CanastaReason as R
from candy_arcade.rules.canasta.scenario import ids_of
from candy_arcade.rules.canasta.state import Pledge

CANASTA = [[["K"] * 7]]


def _side(state: object, side: int) -> dict[str, int]:
    result = state.result  # type: ignore[attr-defined]
    assert result is not None
    return dict(result.sides[side].breakdown)


def test_going_out_needs_a_canasta_on_the_side() -> None:
    state = table(["Q", "Q", "Q"], melds=[[["K", "K", "K"]]], phase=Phase.MELD)
    assert_refused(state, Meld((group(state, "Q", "Q", "Q", "Q"),)), R.GOING_OUT_NEEDS_CANASTAS)
    last = table(["5"], melds=[[["K", "K", "K"]]], phase=Phase.MELD)
    assert_refused(last, Discard(last.hands[0][0]), R.LAST_DISCARD_GOES_OUT)


def test_a_player_without_a_canasta_keeps_a_card_to_discard() -> None:
    state = table(["Q", "Q", "Q", "5"], melds=[[["K", "K", "K"]]], phase=Phase.MELD)
    meld = Meld((group(state, "Q", "Q", "Q", "Q"),))
    assert_refused(state, meld, R.KEEP_A_DISCARD)
    refusal = check(state, meld)
    assert refusal is not None
    # A player left with one card reads why one is not enough (its discard would go out).
    assert refusal.text() == (
        "Keep two cards, one to discard and one to hold: your side may not go out yet"
    )


def test_two_players_need_two_canastas_to_go_out() -> None:
    two = Settings(players=2)
    state = table(["Q", "Q", "Q"], others=[["5", "6"]], settings=two, melds=CANASTA,
                  phase=Phase.MELD)
    assert_refused(state, Meld((group(state, "Q", "Q", "Q", "Q"),)), R.GOING_OUT_NEEDS_CANASTAS)
    both = table(["Q", "Q", "Q"], others=[["5", "6"]], settings=two,
                 melds=[[["K"] * 7, ["J"] * 7]], phase=Phase.MELD)
    assert play(both, Meld((group(both, "Q", "Q", "Q", "Q"),))).phase is Phase.HAND_OVER


def test_no_discard_is_needed_when_going_out_by_melding_the_last_card() -> None:
    state = table(["Q", "Q", "Q"], melds=CANASTA, phase=Phase.MELD)
    after = play(state, Meld((group(state, "Q", "Q", "Q", "Q"),)))
    assert after.phase is Phase.HAND_OVER and after.result is not None
    assert after.result.sides[0].went_out


def test_going_out_scores_100() -> None:
    state = table(["Q", "Q", "Q", "5"], melds=CANASTA, phase=Phase.MELD)
    melded = play(state, Meld((group(state, "Q", "Q", "Q", "Q"),)))
    after = play(melded, Discard(melded.hands[0][0]))
    assert _side(after, 0)["going_out"] == 100
    assert _side(after, 1)["going_out"] == 0


def test_going_out_concealed_scores_200() -> None:
    state = table(["K"] * 7 + ["Q", "Q", "Q"], phase=Phase.MELD)
    out = Meld((group(state, "K", *["K"] * 7), group(state, "Q", "Q", "Q", "Q")))
    after = play(state, out)
    assert after.result is not None and after.result.sides[0].concealed
    assert _side(after, 0)["going_out"] == 200


def test_going_out_concealed_is_not_held_to_the_first_meld_minimum() -> None:
    state = table(["4"] * 7 + ["5", "5", "5"], phase=Phase.MELD)
    out = Meld((group(state, "4", *["4"] * 7), group(state, "5", "5", "5", "5")))
    assert check(state, out) is None


def test_a_player_who_melded_before_this_turn_does_not_go_out_concealed() -> None:
    state = table(["Q", "Q", "Q"], melds=CANASTA, phase=Phase.MELD)
    after = play(state, Meld((group(state, "Q", "Q", "Q", "Q"),)))
    assert after.result is not None and not after.result.sides[0].concealed


def test_taking_the_pile_rules_out_going_out_concealed() -> None:
    state = table(["K"] * 6 + ["Q", "Q", "Q", "5"], discard=["K"], scores=(-10, 0))
    taken = play(state, TakePile(group(state, "K", *["K"] * 6)))
    out = play(taken, Meld((group(taken, "Q", "Q", "Q", "Q"),)), Discard(ids_of(taken, 0, "5")[0]))
    assert out.result is not None and out.result.sides[0].went_out
    assert not out.result.sides[0].concealed


def test_ask_partner_may_i_go_out_a_no_forbids_going_out_this_turn() -> None:
    asking = Settings(ask_partner=True)
    state = table(["Q", "Q", "Q", "5"], settings=asking, melds=CANASTA, phase=Phase.MELD)
    asked = play(state, AskPartner())
    assert asked.phase is Phase.ANSWER and asked.to_act == 2
    no = play(asked, AnswerPartner(False))
    assert no.to_act == 0 and no.permission is False
    assert check(no, Meld((group(no, "Q", "Q", "Q", "Q"),))) is not None
    yes = play(asked, AnswerPartner(True))
    out = play(yes, Meld((group(yes, "Q", "Q", "Q", "Q"),)), Discard(ids_of(yes, 0, "5")[0]))
    assert out.phase is Phase.HAND_OVER


def test_a_bot_partner_answers_may_i_go_out() -> None:
    asking = Settings(ask_partner=True)
    others = [["5", "6"], ["7"], ["8", "9"]]
    state = play(table(["Q", "Q", "Q", "5"], others=others, settings=asking, melds=CANASTA,
                       phase=Phase.MELD), AskPartner())
    answer = NormalBot().choose(observe(state, 2))
    assert answer == AnswerPartner(True)


def test_asking_the_partner_is_only_in_the_setting_and_only_with_a_partner() -> None:
    state = table(["Q", "Q", "Q", "5"], melds=CANASTA, phase=Phase.MELD)
    assert_refused(state, AskPartner(), R.ASK_NOT_IN_SETTINGS)
    three = table(["Q", "5"], others=[["6"], ["7"]], settings=Settings(players=3,
                  ask_partner=True), phase=Phase.MELD)
    assert_refused(three, AskPartner(), R.ASK_NOT_IN_SETTINGS)


def test_a_last_stock_card_that_is_a_bonus_card_ends_play_after_melding_without_discard() -> None:
    state = table(["Q", "Q", "Q", "5", "6"], melds=[[["K", "K", "K"]]], stock_top=["Hunter"],
                  stock_size=1)
    drawn = play(state, DrawStock())
    assert drawn.phase is Phase.LAST_MELD and not drawn.stock
    assert_refused(drawn, Discard(drawn.hands[0][0]), R.NO_DISCARD_AFTER_BONUS)
    melded = play(drawn, Meld((group(drawn, "Q", "Q", "Q", "Q"),)))
    ended = play(melded, EndPlay())
    assert ended.phase is Phase.HAND_OVER and ended.result is not None
    assert not any(side.went_out for side in ended.result.sides)


def test_without_a_stock_a_player_must_take_a_discard_that_goes_onto_the_sides_meld() -> None:
    state = table(["6", "7"], melds=[[["K", "K", "K"]]], discard=["5", "K"], stock_size=0)
    assert_refused(state, EndPlay(), R.MUST_TAKE_DISCARD)
    actions = legal_actions(state)
    assert actions and all(isinstance(a, TakePile) for a in actions)
    assert_refused(state, DrawStock(), R.STOCK_EMPTY)


def test_without_a_stock_play_ends_when_a_player_cannot_or_will_not_take_the_pile() -> None:
    cannot = table(["6", "7"], melds=[[["K", "K", "K"]]], discard=["5", "Q"], stock_size=0)
    assert legal_actions(cannot) == [EndPlay()]
    ended = play(cannot, EndPlay())
    assert ended.phase is Phase.HAND_OVER and ended.result is not None
    assert ended.result.reason == "play ended"
    will_not = table(["Q", "Q", "7"], melds=[[["K", "K", "K"]]], discard=["5", "Q"],
                     stock_size=0)
    assert check(will_not, TakePile(MeldGroup("Q", ids_of(will_not, 0, "Q", "Q")))) is None
    assert check(will_not, EndPlay()) is None


def test_going_out_concealed_with_a_final_discard_is_not_held_to_the_first_meld_minimum() -> None:
    state = table(["4"] * 7 + ["9"], phase=Phase.MELD)
    fours = Meld((group(state, "4", *["4"] * 7),))
    assert check(state, fours) is None
    melded = play(state, fours)
    assert melded.pledge is Pledge.GO_OUT
    out = play(melded, Discard(ids_of(melded, 0, "9")[0]))
    assert out.result is not None and out.result.sides[0].concealed
    assert _side(out, 0)["going_out"] == 200


def test_a_player_who_melds_below_the_minimum_to_go_out_concealed_must_then_go_out() -> None:
    state = table(["4"] * 7 + ["Wheel"], phase=Phase.MELD, stock_top=["5"])
    melded = play(state, Meld((group(state, "4", *["4"] * 7),)))
    wheel = ids_of(melded, 0, "Wheel")[0]
    assert_refused(melded, LayWheel("Hunter"), R.MUST_GO_OUT_WITH_WHEEL)
    actions = legal_actions(melded)
    assert actions and not any(isinstance(a, LayWheel) for a in actions)
    out = play(melded, Discard(wheel, "K"))
    assert out.result is not None and out.result.sides[0].went_out


def test_a_concealed_exit_leaving_two_cards_is_still_held_to_the_minimum() -> None:
    state = table(["4"] * 7 + ["9", "10"], phase=Phase.MELD)
    assert_refused(
        state, Meld((group(state, "4", *["4"] * 7),)),
        R.FIRST_MELD_BELOW_MINIMUM, minimum=90,
    )


def test_the_minimum_exemption_needs_the_sides_canastas_to_go_out() -> None:
    two = Settings(players=2)
    state = table(["4"] * 7 + ["9"], others=[["5", "6"]], settings=two, phase=Phase.MELD)
    assert_refused(state, Meld((group(state, "4", *["4"] * 7),)), R.FIRST_MELD_BELOW_MINIMUM)


def test_a_darkness_discarded_as_the_last_card_of_an_ordinary_concealed_exit_scores_200() -> None:
    for hand in (["K"] * 7 + ["Q"] * 3 + ["Darkness"], ["K"] * 7 + ["Q"] * 7 + ["Darkness"]):
        state = table(hand, phase=Phase.MELD)
        queens = ["Q"] * hand.count("Q")
        melded = play(state, Meld((group(state, "K", *["K"] * 7), group(state, "Q", *queens))))
        out = play(melded, Discard(ids_of(melded, 0, "Darkness")[0]))
        assert out.result is not None
        side = out.result.sides[0]
        assert side.went_out and side.concealed and not side.by_darkness
        assert _side(out, 0)["going_out"] == 200


def test_a_darkness_discarded_as_the_last_card_after_melding_before_is_an_ordinary_exit() -> None:
    state = table(["Darkness"], melds=CANASTA, phase=Phase.MELD)
    out = play(state, Discard(ids_of(state, 0, "Darkness")[0]))
    assert out.result is not None and out.result.reason == "went out"
    side = out.result.sides[0]
    assert side.went_out and not side.concealed and not side.by_darkness
    assert _side(out, 0)["going_out"] == 100


ASKING = Settings(ask_partner=True)


def test_a_partners_yes_binds_the_player_to_go_out_this_turn() -> None:
    state = table(["Q", "Q", "Q", "5"], settings=ASKING, melds=CANASTA, phase=Phase.MELD)
    yes = play(state, AskPartner(), AnswerPartner(True))
    assert yes.pledge is Pledge.GO_OUT
    assert_refused(yes, Discard(ids_of(yes, 0, "5")[0]), R.MUST_GO_OUT_MELD_REST)
    assert_refused(yes, Discard(ids_of(yes, 0, "Q")[0]), R.MUST_GO_OUT_MELD_REST)
    actions = legal_actions(yes)
    assert actions and not any(isinstance(a, Discard) for a in actions)
    out = play(yes, Meld((group(yes, "Q", "Q", "Q", "Q"),)), Discard(ids_of(yes, 0, "5")[0]))
    assert out.result is not None and out.result.sides[0].went_out


def test_after_a_yes_a_meld_that_leaves_a_hand_unable_to_go_out_is_refused() -> None:
    state = table(["Q", "Q", "Q", "5", "5", "Joker"], settings=ASKING, melds=CANASTA,
                  phase=Phase.MELD)
    yes = play(state, AskPartner(), AnswerPartner(True))
    greedy = Meld((group(yes, "Q", "Q", "Q", "Q", "Joker"),))
    assert_refused(yes, greedy, R.PLEDGE_CANNOT_BE_KEPT)
    assert check(yes, Meld((group(yes, "Q", "Q", "Q", "Q"),))) is None


def test_after_a_yes_the_wheel_is_not_laid_out_its_replacement_could_block_going_out() -> None:
    state = table(["Q", "Q", "Q", "Wheel"], settings=ASKING, melds=CANASTA, phase=Phase.MELD)
    yes = play(state, AskPartner(), AnswerPartner(True))
    assert_refused(yes, LayWheel("Hunter"), R.MUST_GO_OUT_WITH_WHEEL)


def test_after_a_no_going_out_is_forbidden_this_turn_and_allowed_the_next() -> None:
    state = table(["Q", "Q", "Q", "5"], settings=ASKING, melds=CANASTA, phase=Phase.MELD)
    no = play(state, AskPartner(), AnswerPartner(False))
    assert no.pledge is None
    assert_refused(no, Meld((group(no, "Q", "Q", "Q", "Q"),)), R.KEEP_A_DISCARD)
    later = play(no, Discard(ids_of(no, 0, "5")[0]))
    assert later.permission is None and later.turn == 1


def test_asking_the_partner_is_offered_only_when_the_player_could_go_out() -> None:
    no_canasta = table(["Q", "Q", "Q", "5"], settings=ASKING, melds=[[["K"] * 3]],
                       phase=Phase.MELD)
    assert_refused(no_canasta, AskPartner(), R.ASK_NEEDS_CANASTAS)
    assert AskPartner() not in legal_actions(no_canasta)
    stuck = table(["Q", "Q", "Q", "5", "6"], settings=ASKING, melds=CANASTA, phase=Phase.MELD)
    assert_refused(stuck, AskPartner(), R.ASK_CANNOT_GO_OUT)
    able = table(["Q", "Q", "Q", "5"], settings=ASKING, melds=CANASTA, phase=Phase.MELD)
    assert AskPartner() in legal_actions(able)


def test_zeros_may_be_melded_before_the_discard_that_goes_out() -> None:
    state = table(["0", "0", "0", "8"], melds=CANASTA, phase=Phase.MELD)
    zeros = Meld((group(state, "0", "0", "0", "0"),))
    assert zeros in legal_actions(state) or check(state, zeros) is None
    melded = play(state, zeros)
    assert melded.pledge is Pledge.GO_OUT
    out = play(melded, Discard(ids_of(melded, 0, "8")[0]))
    assert out.result is not None and out.result.sides[0].went_out
    assert out.result.sides[0].melds[-1] == ("0", "0", "0")


def test_zeros_melded_before_the_last_discard_bind_the_player_to_go_out() -> None:
    state = table(["0", "0", "0", "Wheel"], melds=CANASTA, phase=Phase.MELD)
    melded = play(state, Meld((group(state, "0", "0", "0", "0"),)))
    assert_refused(melded, LayWheel("Traveller"), R.MUST_GO_OUT_WITH_WHEEL)
    no_canasta = table(["0", "0", "0", "8"], melds=[[["K"] * 3]], phase=Phase.MELD)
    assert_refused(
        no_canasta, Meld((group(no_canasta, "0", "0", "0", "0"),)),
        R.STOPS_ONLY_GOING_OUT,
    )
