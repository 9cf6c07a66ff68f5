"""The binder (issue 28 §2): every anaphoric reference of a line linked to what an earlier part
of the line selected, made or did — or the line refused.

"Destroy target creature. Its controller gains 3 life." — "its" is that target creature's
(608.2c: an instruction refers to what an earlier one of the same ability acted on). The tree
is read in the order the line says it; each part that can be referred to joins the scope as it
is passed, and a reference takes the nearest earlier one of its sort:
- an object ("it", "that card", "them", "its controller", "its owner") takes the nearest
  object selected (a `Selector` that isn't of players — it joins the scope before what follows
  its head, so "a creature with a +1/+1 counter on it" is one creature), the card itself, a card
  drawn or discarded (a `Quantity` of cards) or tokens made (a `TokenSpec`);
- a player ("that player", "their hand") the nearest player named: a `Selector` of players, a
  controller said after a selector ("a creature an opponent controls", a `Postfix`), or "its
  controller" / "its owner" once bound; "they" either sort;
- what an action left ("the exiled card", "exiled this way") the nearest earlier `Predicate`
  whose verb made it (exile for "exiled": 406.6, 701.6).
A reference bound to a reference takes that one's antecedent, so every antecedent is where the
thing was first said. A quoted ability is bound as a line of its own when it is read (113.2c)
and sees nothing outside its quotes. A reference no earlier part can answer leaves the line
unread (`lines.parse_line`'s failure "unbound"): it points to another line or to something
the grammar doesn't model, and a guess would misread the card.
"""

from __future__ import annotations

from dataclasses import fields
from itertools import pairwise
from typing import Any

from engine.cards.grammar.phrases import (
    ANAPHORA_WORDS,
    ANAPHORIC_KINDS,
    PARTICIPLES,
    PLAYER_HEADS,
)
from engine.cards.grammar.tree import (
    Antecedent,
    Clause,
    CostAction,
    Count,
    Line,
    Node,
    Objects,
    Possessive,
    Postfix,
    Predicate,
    Predicative,
    Quantity,
    Quoted,
    Reference,
    Selector,
    TokenSpec,
    words,
)
from engine.core.replace import replace


class Unbound(Exception):
    """A reference no earlier part of the line answers."""


def bind(line: Line, lower: tuple[str, ...]) -> Line | None:
    """The line with every anaphoric reference's antecedent set, or None when one has none;
    `lower` are the line's words without case (a line with no word an anaphoric reference
    begins with has none to bind, and is returned as it is)."""
    if not ANAPHORA_WORDS.intersection(lower):
        return line
    try:
        bound = _Binder().visit(line)
    except Unbound:
        return None
    return bound if isinstance(bound, Line) else None


class _Binder:
    """The scope as the visit passes it: (sort, antecedent), in the order the line says them."""

    __slots__ = ("done", "hidden", "not_itself", "scope")

    def __init__(self) -> None:
        self.scope: list[tuple[str, Antecedent]] = []
        #: Actions done, for "exiled this way" and "the exiled card".
        self.done: list[Predicate | CostAction] = []
        #: The pronouns that are a verb's own object ("… deals 2 damage to it"), each with the
        #: subject of its clause, which it can't name (`_clause`).
        self.not_itself: dict[int, Node] = {}
        #: What the clause's own verb draws, discards or creates while its "for each" is
        #: visited (`_clause`): counted before the instruction acts (608.2h), the count can't
        #: name it.
        self.hidden: set[int] = set()

    def visit(self, node: Node) -> Node:
        if isinstance(node, Quoted):
            return node  # bound as a line of its own when it was read
        if isinstance(node, Clause):
            return self._clause(node)
        if isinstance(node, Reference):
            return self._reference(node)
        if isinstance(node, Predicative) or (
            isinstance(node, Count) and node.kind in ("number of", "where", "among")
        ):
            # A classification or a count: what is said inside binds, but nothing there is an
            # antecedent ("… where X is the number of lands you control. It gains trample").
            mark = len(self.scope)
            out = self._children(node)
            self.scope[mark:] = [e for e in self.scope[mark:] if _is_self(e[1])]
            return out
        if isinstance(node, Selector):
            return self._selector(node)
        if isinstance(node, Objects):
            return self._objects(node)
        if isinstance(node, Possessive):
            head = node.text[-1].lower().removesuffix("'s").removesuffix("’s").rstrip("'’")
            self.scope.append(("player" if head in PLAYER_HEADS else "object", node))
        elif isinstance(node, Postfix) and node.kind == "controller" and _names_player(node):
            self.scope.append(("player", node))
        out = self._children(node)
        if isinstance(out, TokenSpec) or (
            isinstance(out, Quantity) and out.noun.lower() in ("card", "cards")
        ):
            self.scope.append(("object", out))
        if isinstance(out, Predicate | CostAction):
            self.done.append(out)
        return out

    def _clause(self, node: Clause) -> Node:
        """A clause: the pronoun its subject deals damage to can't be that subject, for which
        English says "itself" — "Whenever a creature enters, this enchantment deals 2 damage to
        it" (Aether Flash): "it" is the creature that entered, the nearest
        other object. Only the damage's recipient: elsewhere a pronoun after the verb may be the
        subject ("~ enters with two +1/+1 counters on it", "gets +1/+1 for each Aura attached to
        it"). So too the pronoun an object is attached to can't be that object: "you may attach
        this Equipment to it" (Sai of the Shinobi) attaches it to the creature the event named,
        an Equipment never equipping itself (301.5c).

        Nor can a pronoun in the clause's "for each" or ", where X is …" be a card the
        clause's verb draws or discards or a token it creates: "When ~ dies, draw a card for
        each +1/+1 counter on it" counts the counters on the creature, the amount being
        determined before any card is drawn (608.2h); "Destroy target artifact. Create X 1/1
        … tokens, where X is that artifact's mana value" counts the artifact, not the tokens X
        says how many of (107.3c)."""
        changed: dict[str, Any] = {}
        mark = len(self.scope)
        for name in _field_names(Clause):
            value = getattr(node, name)
            if name == "predicates":
                mark = len(self.scope)
                subject = _said_of(changed.get("subject", node.subject))
                for predicate in value:
                    for one in _dealt_to(predicate):
                        if subject is not None:
                            self.not_itself[id(one)] = subject
                    for one, attached in _attached_to(predicate):
                        self.not_itself[id(one)] = attached
            if value is None or isinstance(value, str):
                continue
            if name == "modifiers" and any(m.kind in ("for each", "where") for m in value):
                made = {id(n) for _, n in self.scope[mark:] if isinstance(n, Quantity | TokenSpec)}
                self.hidden |= made
                new = self._part(value)
                self.hidden -= made
            else:
                new = self._part(value)
            if new is not value:
                changed[name] = new
        return replace(node, **changed) if changed else node

    def _objects(self, node: Objects) -> Node:
        """Objects joined by "and"/"or" are one antecedent ("target spell or ability … its
        controller"), of players when each is; one alone is itself."""
        mark = len(self.scope)
        out = self._children(node)
        if not isinstance(out, Objects):
            return out
        items = {id(p) for p in out.items if isinstance(p, Node)}
        if len(items) > 1:
            mine = [(sort, n) for sort, n in self.scope[mark:] if id(n) in items]
            rest = [(sort, n) for sort, n in self.scope[mark:] if id(n) not in items]
            sorts = {sort for sort, _ in mine}
            self.scope[mark:] = [*rest, ("player" if sorts == {"player"} else "object", out)]
        return out

    def _selector(self, node: Selector) -> Node:
        """A selector is an antecedent after what follows its head ("all Auras attached to
        it": "it" is another object) but before "with a counter on it" (that one is itself)."""
        sort = "player" if _is_players(node) else "object"
        itself = any(p.kind == "counters" for p in node.postfix)
        if itself:
            self.scope.append((sort, node))
        out = self._children(node)
        if not itself and isinstance(out, Selector):
            self.scope.append((sort, out))
        return out

    def _children(self, node: Node) -> Node:
        changed = {}
        for name in _field_names(type(node)):
            value = getattr(node, name)
            if value is None or isinstance(value, str):
                continue
            new = self._part(value)
            if new is not value:
                changed[name] = new
        return replace(node, **changed) if changed else node

    def _part(self, value: object) -> object:
        if isinstance(value, str):
            return value
        if isinstance(value, Node):
            return self.visit(value)
        if isinstance(value, tuple):
            new = tuple(self._part(v) for v in value)
            return value if all(a is b for a, b in zip(new, value, strict=True)) else new
        return value

    def _reference(self, ref: Reference) -> Reference:
        if ref.kind == "self":
            self.scope.append(("object", ref))
            return ref
        if ref.kind in ("defending player", "your opponents"):
            self.scope.append(("player", ref))
            return ref
        if ref.kind == "your hand":
            self.scope.append(("object", ref))  # "reveal your hand and put … from it"
            return ref
        if ref.kind not in ANAPHORIC_KINDS:
            return ref
        if ref.kind == "controller" and ref.antecedent is not None:
            # "enchanted creature's controller": the grammar read the permanent it names in
            # its own words; both are antecedents of what follows ("that player", "that land").
            self.scope += [("object", ref.antecedent), ("player", ref)]
            return ref
        antecedent = self._antecedent(ref)
        if isinstance(antecedent, Reference) and antecedent.antecedent is not None:
            antecedent = antecedent.antecedent
        bound = replace(ref, antecedent=antecedent)
        if ref.kind in ("controller", "owner", "player"):
            self.scope.append(("player", bound))
        elif ref.kind in ("done", "hand"):
            self.scope.append(("object", bound))
        return bound

    def _antecedent(self, ref: Reference) -> Antecedent:
        if len(ref.text) == 1 and ref.text[0].lower() in _PERSONAL:
            # A character's card said as a person is the card itself (201.5), never an object
            # named since: "That creature deals damage equal to its power to him" (Garruk).
            return Reference("self", ("~",))
        if ref.kind == "rest":
            for _, antecedent in reversed(self.scope):
                if isinstance(antecedent, Selector | Objects):
                    return antecedent
            raise Unbound(ref)
        if ref.kind == "done":
            verbs = next(PARTICIPLES[w] for w in map(str.lower, ref.text) if w in PARTICIPLES)
            for predicate in reversed(self.done):
                if predicate.verb.lower() in verbs:
                    return predicate
            raise Unbound(ref)
        if ref.kind in ("player", "hand"):
            sorts: tuple[str, ...] = ("player",)
        elif ref.kind == "among":
            sorts = ("object",)
        elif tuple(w.lower() for w in ref.text) in (("they",), ("their",), ("them",)):
            sorts = ("player", "object")
        else:
            sorts = ("object",)
        noun = _noun(ref)
        itself = self.not_itself.get(id(ref))
        for sort, antecedent in reversed(self.scope):
            if antecedent is itself or (_is_self(antecedent) and _is_self(itself)):
                continue  # the subject, or the card itself said again
            if id(antecedent) in self.hidden:
                continue
            if sort in sorts and _fits(noun, antecedent):
                return antecedent
        raise Unbound(ref)


def _said_of(subject: object) -> Node | None:
    """What a clause's subject names, as the scope holds it: the one object (a reference's
    antecedent), or the list of several."""
    one = subject.items[0] if isinstance(subject, Objects) and len(subject.items) == 1 else subject
    if isinstance(one, Reference) and one.antecedent is not None:
        return one.antecedent
    return one if isinstance(one, Node) else None


def _dealt_to(predicate: object) -> list[Reference]:
    """The pronoun "it" / "them" a "deals … damage to" predicate names as the damage's
    recipient, right after "to" (not "that creature", not a possessive)."""
    if not isinstance(predicate, Predicate) or predicate.verb.lower() not in ("deal", "deals"):
        return []
    text = predicate.text
    found = []
    for before, p in pairwise(text):
        one = p.items[0] if isinstance(p, Objects) and len(p.items) == 1 else p
        pronoun = isinstance(one, Reference) and tuple(map(str.lower, one.text)) in _PRONOUNS
        if before == "to" and pronoun and isinstance(one, Reference):
            found.append(one)
    return found


def _attached_to(predicate: object) -> list[tuple[Reference, Node]]:
    """The pronoun "it" an "attach [object] to it" predicate attaches its object to, with
    what that object names (`_said_of`): the pronoun is another object (701.3a)."""
    if not isinstance(predicate, Predicate) or predicate.verb.lower() not in ("attach", "attaches"):
        return []
    text = predicate.text
    if len(text) != 3 or text[1] != "to":
        return []
    what, _, where = text
    one = where.items[0] if isinstance(where, Objects) and len(where.items) == 1 else where
    attached = _said_of(what)
    if not isinstance(one, Reference) or tuple(map(str.lower, one.text)) not in _PRONOUNS:
        return []
    return [] if attached is None else [(one, attached)]


#: The pronouns a recipient of damage may be said by.
_PRONOUNS = frozenset({("it",), ("them",)})


#: The pronouns a character's card is said by as a person (201.5).
_PERSONAL = frozenset({"he", "she", "him", "her"})

_FIELD_NAMES: dict[type[Node], tuple[str, ...]] = {}


def _field_names(kind: type[Node]) -> tuple[str, ...]:
    found = _FIELD_NAMES.get(kind)
    if found is None:
        found = _FIELD_NAMES[kind] = tuple(f.name for f in fields(kind))
    return found


def _is_self(node: object) -> bool:
    return isinstance(node, Reference) and node.kind == "self"


def _noun(ref: Reference) -> str:
    """The noun a "that …" / "those …" reference names, singular ("that spell's" → "spell");
    "" for a pronoun."""
    if len(ref.text) < 2 or ref.text[0].lower() not in ("that", "those", "the"):
        return ""
    word = ref.text[1].lower().removesuffix("'s").removesuffix("’s")
    return word[:-1] if word.endswith("s") else word


def _fits(noun: str, antecedent: Antecedent) -> bool:
    """Whether an antecedent can be what "that <noun>" names: never the card itself (it names
    itself by its name or "this …", 201.5); a spell only a selector of spells; a creature or
    permanent not a card drawn or discarded; anything else, anything."""
    if isinstance(antecedent, Reference) and antecedent.kind == "self":
        return noun == ""  # the card names itself by name, not "that creature" (201.5)
    if isinstance(antecedent, Objects):
        return any(_fits(noun, p) for p in antecedent.items if isinstance(p, Selector))
    if isinstance(antecedent, Selector):
        head = antecedent.head.lower()
        if noun == "spell" and head == "card" and _cast_from_graveyard(antecedent):
            # "You may cast target instant card from your graveyard …. If that spell would
            # …": the card cast — a target there, never a card in a hand or library.
            return True
        spells = head in ("spell", "spells", "spell or ability")
        if noun == "spell" or spells:
            return spells == (noun == "spell") or noun == ""
        if noun in _TYPES:
            said = {_singular(w) for q in antecedent.qualities for w in q.text} | {_singular(head)}
            return not (said & _TYPES) or noun in said
        return True
    if noun == "spell":
        return False
    if noun in ("creature", "permanent", "land", "artifact", "enchantment", "planeswalker"):
        return not isinstance(antecedent, Quantity)
    return True


def _cast_from_graveyard(selector: Selector) -> bool:
    """A target card in your graveyard ("target instant card from your graveyard")."""
    zone = [" ".join(words(p)).lower() for p in selector.postfix if p.kind == "zone"]
    return selector.determiner[:1] == ("target",) and zone == ["from your graveyard"]


#: Card types a "that …" reference may name (205.2a): "that land" is no planeswalker.
_TYPES = frozenset({"creature", "land", "artifact", "enchantment", "planeswalker", "battle"})


def _singular(word: str) -> str:
    word = word.lower()
    return word[:-1] if word.endswith("s") else word


def _is_players(selector: Selector) -> bool:
    return selector.head.lower() in PLAYER_HEADS


def _names_player(postfix: Postfix) -> bool:
    """A controller said after a selector names a player a later "that player" may mean —
    "an opponent controls", "target player controls" — but not "you control" (deictic)."""
    first = postfix.text[0] if postfix.text else ""
    return isinstance(first, str) and first.lower() not in ("you", "they", "that")
