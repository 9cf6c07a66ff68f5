"""Protection from [quality] (CR 702.16), a keyword ability, in one package: its spelling,
"Protection from" and a color or "the chosen color" (`model`). What it means is checked where it
applies — blocking (702.16f, `engine.cards.vocabulary.combat`, whose restriction is also the card
page's words for it), targets (702.16b, `engine.derived.targets`), and the chosen color linked to
an "as [this] enters, choose a color" ability (607.2d, `engine.derived.linked_abilities`) — so it
has no words or rules part here.
"""
