"""An Aura that enchants a card in a graveyard and returns it (Animate Dead, Dance of the Dead):
"Enchant creature card in a graveyard" is read beside the other enchant abilities
(`engine.cards.compiler.statics.enchant`; legal there, `engine.derived.attachment`), and the
enters trigger — "When this Aura enters, if it's on the battlefield, it loses "enchant creature
card in a graveyard" and gains "enchant creature put onto the battlefield with this Aura."
Return enchanted creature card to the battlefield under your control and attach this Aura to
it. When this Aura leaves the battlefield, that creature's controller sacrifices it." — in this
package: its reading (`reading`, a face line reader), its words (`words`) and its play
(`rules`: the enchant ability changed, 613.1f; the card returned, 400.7; the Aura attached to
the new object, 701.3a-b; the delayed trigger, 603.7a).
"""
