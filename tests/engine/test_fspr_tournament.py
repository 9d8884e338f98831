"""The sport (ФСПР) preset against the tournament conventions issue 17 lists, each value as the
second-hand source states it (refinishru-Andre/pulka QUESTIONS-FSPR.md; docs/rules.md)."""

from __future__ import annotations

from app.engine.rules import preset_rules


def test_fspr_tournament_conventions() -> None:
    fspr = preset_rules("fspr")
    # «Цена взятки 2-4-6-6-6»
    assert [fspr.raspasy_price(streak) for streak in range(5)] == [2, 4, 6, 6, 6]
    # «без амнистии минимума»; «За 0 взяток — минус цена 2 взяток с горы …, кроме сдающего»
    assert not fspr.raspasy_amnesty and fspr.raspasy_zero_bonus_form == "mountain_minus_two"
    assert not fspr.raspasy_resting_dealer_bonus
    # «Выход из распасов затруднённый: минимум 7 и дальше не растёт (7-7-7-7)»
    assert [fspr.raspasy_exit_level(streak) for streak in range(1, 5)] == [7, 7, 7, 7]
    assert fspr.raspasy_exit_hard
    # … so no six may be ordered after raspasy: the penalty rules' minimum bid (A10) is 7 too.
    assert fspr.min_contract_after_raspasy == 7
    # «Выход даёт только завистованная сыгранная игра. Мизер распасы не гасит»
    assert fspr.raspasy_streak_end == "whisted_made"
    # «Вчетвером сдатчик … ходит первые два хода и пишет взятки на общих основаниях»
    assert fspr.raspasy_resting_dealer_plays_talon
    # «Уход „без трёх, без вистов“ не допускается»
    assert not fspr.concede_three_down
    # «Сдатчик вчетвером … может вистовать при торговле «пас — полвиста — пас»», and «полвиста»
    # only on 6 and 7 (6.6): the dealer's whist only there, never after pass – pass (issue 31).
    assert fspr.resting_dealer_may_whist
    assert fspr.resting_dealer_whist_after == "pass_half_whist"
