"""Creatures a player controls must attack this permanent if able (613.11, 508.1d), in one
package: "During target opponent's next turn, creatures that player controls attack Gideon Jura
if able." — its instruction (`model`), reading (`reading`), the card page's words (`words`) and
how the effect begins (`rules`): a continuous effect on that player until its controller's next
turn (`AttackIfAble`), which the declaration of attackers obeys only on that player's own turn
(`engine.rules.combat_rules.attack_if_able`)."""
