"""The scope of one line's lowering: the target specs it names, in order (115.1), and what a
reference back names in the vocabulary.

The grammar's binder (`engine.cards.grammar.binders`) links each reference ("it", "that
creature", "that player") to the part of the line it names; here that part becomes what an
instruction can act on: the card itself, or a target the line named ("Tap target creature. It
doesn't untap …"). A reference to anything else — a token the line created, the object a
trigger event names ("whenever a creature you control attacks, it …"), an object an
instruction moved to another zone (a new object there, 400.7) — names nothing the vocabulary
has, and the line isn't read.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from engine.cards.grammar.tree import Part
from engine.cards.vocabulary import Filter, TargetSpec
from engine.cards.vocabulary.instructions import TargetRef

#: The zone a target spec's kind looks in: "another target …" contrasts with an earlier target
#: only in the same zone (115.3).
_ZONES = {"creature": "battlefield", "permanent": "battlefield", "any": "battlefield"}
_ZONES |= {"card": "graveyard", "spell": "stack", "ability": "stack", "spell_or_ability": "stack"}
_ZONES |= {"spell_or_permanent": "stack or battlefield"}

#: What a group's filter may say for "they" to name the same permanents after an instruction
#: tapped, untapped or put counters on them: nothing that could change (tapped, power, counters,
#: keywords a counter gives, 122.1b).
_UNCHANGED = frozenset(
    {"types", "any_types", "not_types", "supertypes", "not_supertypes", "subtypes"}
    | {"not_subtypes", "any_subtypes", "colors", "not_colors", "controller", "token", "other"}
)

#: Players a trigger event names (506.2, 510.2, 603.2).
NamedPlayer = Literal["defending", "that_player"]


@dataclass
class Scope:
    """The target specs named so far and the nodes that named them."""

    specs: list[TargetSpec] = field(default_factory=list)
    #: Each target's node (a selector, or the objects holding it) and its spec's index.
    named: list[tuple[Part, int]] = field(default_factory=list)
    named_players: tuple[NamedPlayer, ...] = ()
    #: The nodes naming the player a trigger event names: the player of "deals combat damage
    #: to a player", the object whose controller it is ("its controller", "that creature's
    #: controller") and who controls it ("a creature an opponent controls": "that player").
    event_players: tuple[Part, ...] = ()
    #: The nodes naming the object a trigger event names and the engine remembers as it was
    #: then ("whenever a creature you control attacks, put a +1/+1 counter on it"): the
    #: vocabulary's "that_creature", still that object only while it stays put (400.7).
    event_objects: tuple[Part, ...] = ()
    #: The nodes naming the object a trigger event names that is a new object since (400.7:
    #: "whenever another creature you control dies"): nothing acts on it, but what it was
    #: then can be asked ("if that creature was a Cleric", 608.2h, 603.10a).
    event_last_known: tuple[Part, ...] = ()
    #: The nodes naming the spell a cast trigger names ("whenever you cast an instant or sorcery
    #: spell, copy that spell"), which the trigger remembers (603.2, 601.2i).
    event_spell: tuple[Part, ...] = ()
    #: The objects an instruction moved to another zone (exiled, destroyed, returned …): each
    #: is a new object there (400.7), so a reference after that doesn't name it.
    moved: set[int | str] = field(default_factory=set)
    #: What each subject node already lowered to, by the node's identity: a subject shared by
    #: verbs joined with "and" ("Target creature gets +1/+1 and gains flying") is one target.
    memo: dict[int, object] = field(default_factory=dict)
    #: Whether the trigger event is an amount "that much" / "that many" says: the damage dealt
    #: (120.3, 510.2) or the life gained (119.3) by the event, which the engine remembers as it
    #: triggered (603.2).
    event_amount: bool = False
    #: The sets of permanents an instruction named and what it did to them left as they were
    #: (tapped, untapped, given counters): each group's node and its filter, which a
    #: reference back ("They gain haste", "Those creatures get +1/+1") names again.
    groups: list[tuple[Part, Filter]] = field(default_factory=list)
    #: The tokens an instruction of the line creates, by the identity of the grammar's node
    #: describing them: "It has "…"" after it adds to that token's text (111.3).
    tokens: dict[int, object] = field(default_factory=dict)
    #: Whether the line is a spell's text, whose instructions' source is the spell itself on
    #: the stack (112.1): what it dealt damage to this turn is what its instructions did.
    spell: bool = False
    #: Whether the line is a triggered or activated ability of the card that may function in
    #: its owner's graveyard: one whose effect moves the card itself out of it ("return this
    #: card from your graveyard to your hand") functions only there (113.6m). Any other line
    #: (a spell, a static or a granted ability, an ability an ability creates) leaves such an
    #: instruction unread.
    may_leave_graveyard: bool = False
    #: Whether an instruction of the line moved the card itself out of its owner's graveyard,
    #: so the ability functions there (113.6m).
    leaves_graveyard: bool = False
    #: Whether the sentence being lowered goes on "It's still a land." (205.1b): what it says
    #: becomes a creature keeps its card types.
    still: bool = False

    def add(self, spec: TargetSpec, *nodes: Part) -> int:
        """Add a target spec in the order the text names it, with the nodes naming it; its
        index. "Another target …" after a target in the same zone contrasts with that target,
        not with the card itself (115.3)."""
        zone = _ZONES.get(spec.kind)
        if spec.filter.other and zone and any(_ZONES.get(s.kind) == zone for s in self.specs):
            flt = Filter.model_validate({**spec.filter.model_dump(), "other": False})
            spec = spec.model_copy(update={"filter": flt, "other_than_earlier": True})
        self.specs.append(spec)
        index = len(self.specs) - 1
        self.named += [(node, index) for node in nodes if node is not None]
        return index

    def target_of(self, antecedent: object, *, moved: bool = False) -> int | None:
        """The target spec a reference's antecedent named, when exactly one did and what it
        named is still where it was — or, with `moved`, wherever it went: its controller is
        known as it last existed (608.2h)."""
        found = {i for node, i in self.named if node == antecedent}
        if len(found) != 1:
            return None
        (index,) = found
        return None if index in self.moved and not moved else index

    def group(self, node: Part, flt: Filter) -> None:
        """An instruction acted on every permanent `flt` matches, named by `node`, and left
        each of them matching it: a filter saying only what tapping, untapping or putting
        counters can't change (types, colors, controller …), so "they" after it are the same
        permanents, as a set locked in as the effect begins (611.2c)."""
        unchanged = not set(flt.model_dump(exclude_defaults=True)) - _UNCHANGED
        if unchanged and (node, flt) not in self.groups:  # once, however many verbs said it
            self.groups.append((node, flt))

    def group_of(self, antecedent: object) -> Filter | None:
        """The filter of the group a reference's antecedent named (`group`), or None."""
        found = [flt for node, flt in self.groups if node == antecedent]
        return found[0] if len(found) == 1 else None

    def self_ref(self) -> TargetRef | None:
        """The card itself, unless an instruction moved it."""
        return None if "self" in self.moved else "self"

    def apart(self) -> Scope:
        """The scope of an ability this line's ability creates as it resolves ("When you do,
        …", 603.12): targets of its own, chosen as it is put on the stack (603.3d), none of
        this scope's; the objects and players the trigger event named, which it remembers as
        a delayed ability remembers what created it (603.7c); and what was moved already."""
        return Scope(
            named_players=self.named_players,
            event_players=self.event_players,
            event_objects=self.event_objects,
            moved=set(self.moved),
            event_amount=self.event_amount,
        )

    def move(self, ref: TargetRef) -> None:
        """An instruction moves the object `ref` names to another zone (400.7)."""
        self.moved.add(ref)
