"""A word's other forms that the index holds: "dies" is "die", "died", "dying" (issue 30 §3).

The CR and the rulings write a word in whichever form the sentence needs ("would die", "it
dies", "exiled instead"), a judge types another ("exile it instead dies"): when no document
holds every word as typed, search looks for the words in any of their forms.

English inflection only (-s, -es, -ies, -ed, -ied, -ing, a doubled consonant, a dropped e), and
only between words the index holds, so a form is a real word of the rules or the rulings. Not a
stemmer: a stemmer joins words that mean different things ("general" and "generic" are both
"gener" to Porter's) and misses some that don't ("dies" is "di", "die" is "die"), and stemming
the index would change every search and what "did you mean" offers, where this changes only the
searches that found nothing as typed.
"""

from __future__ import annotations

from collections.abc import Container, Mapping

#: Shortest word whose ending is read as an inflection ("bus" is no plural, "its" no "it").
MIN_INFLECTED = 4
#: Shortest base a form is read back to.
MIN_BASE = 3
#: Most forms of one word searched (a base and its inflections are at most about eight).
MAX_FORMS = 8

_VOWELS = frozenset("aeiou")


def bases(word: str) -> list[str]:
    """The words `word` may be an inflection of, nearest first ("exiled": "exile", "exil")."""
    if len(word) < MIN_INFLECTED:
        return []
    out: list[str] = []
    if word.endswith("ies"):
        out += [word[:-3] + "y", word[:-1]]  # "abilities" → "ability"; "dies" → "die"
    elif word.endswith("es"):
        out += [word[:-1], word[:-2]]  # "exiles" → "exile"; "passes" → "pass"
    elif word.endswith("s") and not word.endswith("ss"):
        out.append(word[:-1])
    if word.endswith("ied"):
        out += [word[:-3] + "y", word[:-1]]  # "copied" → "copy"; "died" → "die"
    elif word.endswith("ed"):
        out += [word[:-1], word[:-2]]  # "exiled" → "exile"; "attacked" → "attack"
        if len(word) > 4 and word[-3] == word[-4] and word[-3] not in _VOWELS:
            out.append(word[:-3])  # "stopped" → "stop"
    if word.endswith("ying"):
        out.append(word[:-4] + "ie")  # "dying" → "die"
    if word.endswith("ing"):
        out += [word[:-3], word[:-3] + "e"]  # "attacking" → "attack"; "exiling" → "exile"
        if len(word) > 5 and word[-4] == word[-5] and word[-4] not in _VOWELS:
            out.append(word[:-4])  # "stopping" → "stop"
    return [b for b in out if len(b) >= MIN_BASE]


def inflections(base: str) -> list[str]:
    """The inflections of a base word, as English spells them."""
    out = [base, base + "s", base + "es", base + "ed", base + "ing"]
    if base.endswith("e"):
        out += [base + "d", base[:-1] + "ing"]
        if base.endswith("ie"):
            out.append(base[:-2] + "ying")
    if base.endswith("y") and base[-2:-1] not in _VOWELS:
        out += [base[:-1] + "ies", base[:-1] + "ied"]
    if base[-1] not in _VOWELS and base[-2:-1] in _VOWELS and base[-3:-2] not in _VOWELS:
        out += [base + base[-1] + "ed", base + base[-1] + "ing"]
    return out


def forms(word: str, vocabulary: Container[str]) -> list[str]:
    """`word` and its other forms the vocabulary holds, `word` first; at most `MAX_FORMS`.

    A form is the base `word` is an inflection of (when the vocabulary holds it) or an
    inflection of that base or of `word` itself.
    """
    if len(word) < MIN_BASE:
        return [word]  # "it" has no forms: "its" is another word
    known = [word, *(b for b in bases(word) if b in vocabulary)]
    found = dict.fromkeys([word])
    for base in known:
        for form in inflections(base):
            if form in vocabulary:
                found.setdefault(form)
    return list(found)[:MAX_FORMS]


def forms_expression(
    words: list[str], vocabulary: Mapping[str, int], common: Container[str]
) -> tuple[str, list[str]] | None:
    """The FTS5 expression that ANDs the words, each in any of its forms the index holds (the
    last, as in every search, also as a prefix), and every form searched (what snippets mark);
    None when no word has another form or every word is too `common` to narrow a search (such a
    query searches titles, `SearchIndex.expression`)."""
    if all(w in common for w in words):
        return None
    groups = [forms(w, vocabulary) for w in words]
    if all(len(g) == 1 for g in groups):
        return None
    parts = []
    for i, group in enumerate(groups):
        quoted = [f'"{w}"' for w in group]
        if i == len(groups) - 1 and len(group[0]) > 1:
            quoted[0] += "*"
        parts.append(quoted[0] if len(quoted) == 1 else "(" + " OR ".join(quoted) + ")")
    return " AND ".join(parts), [w for g in groups for w in g]
