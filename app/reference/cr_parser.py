"""Parse the Comprehensive Rules TXT file into sections, rules, examples and glossary terms.

Wizards publishes the CR as UTF-8 with a byte-order mark and every line ended by CR CR LF. The file
has an introduction, a table of contents, the rules, a glossary and credits; only the rules and the
glossary are kept. A few lines break the usual shapes ("119.1d." with a stray period, "606.5"
without one, continuation paragraphs indented with spaces); the parser keeps them and records the
oddity.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Literal

RuleKind = Literal["section", "rule", "numbered", "subrule"]

_LINE_END = re.compile(r"\r*\n")
_EFFECTIVE = re.compile(r"These rules are effective as of (\w+ \d{1,2}, \d{4})\.")
_SECTION = re.compile(r"^(\d)\. (.+)$")
_RULE = re.compile(r"^(\d{3})\. (.+)$")
_NUMBERED = re.compile(r"^(\d{3}\.\d+)(\.?) (.+)$")
_SUBRULE = re.compile(r"^(\d{3}\.\d+[a-z])(\.?) (.+)$")
_EXAMPLE = "Example: "


class CRParseError(ValueError):
    """The CR file does not have the shape this parser knows."""


@dataclass(slots=True)
class Rule:
    """One numbered unit of the CR: a section, a three-digit rule, a numbered rule or a subrule."""

    number: str
    kind: RuleKind
    text: str
    parent: str | None
    examples: list[str] = field(default_factory=list)
    #: Set when the source line's number is not in the document's usual form ("606.5" without
    #: its period, "119.1d." with one); the rule is kept, the oddity recorded.
    irregular: str | None = None


@dataclass(slots=True)
class GlossaryTerm:
    term: str
    text: str


@dataclass(slots=True)
class ComprehensiveRules:
    effective_date: date
    rules: list[Rule]
    glossary: list[GlossaryTerm]

    def count(self, kind: RuleKind, *, well_formed_only: bool = False) -> int:
        return sum(
            1
            for r in self.rules
            if r.kind == kind and not (well_formed_only and r.irregular is not None)
        )

    @property
    def example_count(self) -> int:
        return sum(len(r.examples) for r in self.rules)


def split_lines(raw: str) -> list[str]:
    """Split on the CR's CR CR LF line ends (any run of CRs before a LF)."""
    return _LINE_END.split(raw.lstrip("\ufeff"))


def parse_effective_date(lines: list[str]) -> date:
    for line in lines[:20]:
        m = _EFFECTIVE.search(line)
        if m:
            return datetime.strptime(m.group(1), "%B %d, %Y").date()
    raise CRParseError("no 'These rules are effective as of …' line near the top of the file")


def _find(lines: list[str], text: str, start: int) -> int:
    for i in range(start, len(lines)):
        if lines[i].strip() == text:
            return i
    raise CRParseError(f"line {text!r} not found after line {start + 1}")


def parse(raw: str) -> ComprehensiveRules:
    """Parse the whole CR text."""
    lines = split_lines(raw)
    effective = parse_effective_date(lines)
    contents = _find(lines, "Contents", 0)
    # The contents list sections and rules again; the rules proper start at the second
    # "1. Game Concepts", and the glossary and credits headings also appear twice.
    first_section = _find(lines, "1. Game Concepts", contents + 1)
    rules_start = _find(lines, "1. Game Concepts", first_section + 1)
    glossary_start = _find(lines, "Glossary", rules_start)
    credits_start = _find(lines, "Credits", glossary_start)
    rules = _parse_rules(lines[rules_start:glossary_start], rules_start)
    glossary = _parse_glossary(lines[glossary_start + 1 : credits_start])
    return ComprehensiveRules(effective_date=effective, rules=rules, glossary=glossary)


def _parse_rules(lines: list[str], offset: int) -> list[Rule]:
    rules: list[Rule] = []
    section: str | None = None
    rule: str | None = None
    numbered: str | None = None
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        if line.startswith(_EXAMPLE):
            if not rules:
                raise CRParseError(f"line {offset + i + 1}: example before any rule")
            rules[-1].examples.append(line[len(_EXAMPLE) :].strip())
            continue
        if m := _SUBRULE.match(line):
            note = f"printed as {m.group(1)}. with a period" if m.group(2) else None
            rules.append(Rule(m.group(1), "subrule", m.group(3).strip(), numbered, irregular=note))
        elif m := _NUMBERED.match(line):
            numbered = m.group(1)
            note = None if m.group(2) else f"printed as {numbered} without its period"
            rules.append(Rule(numbered, "numbered", m.group(3).strip(), rule, irregular=note))
        elif m := _RULE.match(line):
            rule = m.group(1)
            rules.append(Rule(rule, "rule", m.group(2).strip(), section))
        elif m := _SECTION.match(line):
            section = m.group(1)
            rules.append(Rule(section, "section", m.group(2).strip(), None))
        elif line.startswith(" ") and rules:
            # An indented paragraph continues the rule above it.
            rules[-1].text += "\n" + line.strip()
        else:
            raise CRParseError(f"line {offset + i + 1}: unrecognised line {line[:60]!r}")
    return rules


def _parse_glossary(lines: list[str]) -> list[GlossaryTerm]:
    """Glossary entries are blocks separated by blank lines: the term, then its definition."""
    terms: list[GlossaryTerm] = []
    block: list[str] = []
    for line in [*lines, ""]:
        if line.strip():
            block.append(line.strip())
            continue
        if block:
            if len(block) < 2:
                raise CRParseError(f"glossary term {block[0]!r} has no definition")
            terms.append(GlossaryTerm(block[0], "\n".join(block[1:])))
            block = []
    return terms
