"""The README is a front door and the documentation holds together (issue 27 §5).

The README stays short (what it is, the two set-up commands, Docker, a tour of the folders,
links); everything else lives in `docs/`, the figures in `bench/README.md`, the history in
`CHANGELOG.md`. These tests keep the README's commands true to the Makefile, every link between
the documents pointing at a file and heading that exist, and every setting the app reads
documented.
"""

from __future__ import annotations

import re
from pathlib import Path

from pydantic import AliasChoices

from app.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
#: The front door's budget: about two screens, so that the links get read.
README_MAX_BYTES = 8 * 1024
#: Every page of documentation whose links must resolve.
DOCUMENTS = [
    README,
    ROOT / "CHANGELOG.md",
    ROOT / "bench" / "README.md",
    ROOT / "deploy" / "README.md",
    *sorted((ROOT / "docs").glob("*.md")),
]
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")


def _section(text: str, heading: str) -> str:
    """The text under a `## heading`, up to the next heading of that level."""
    match = re.search(rf"^## {re.escape(heading)}\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    assert match, f"no '## {heading}' section"
    return match.group(1)


def _makefile_rules() -> dict[str, str]:
    """Each Makefile target and its recipe (the tab-indented lines after it), the Makefile's own
    variables expanded (`$(SERIAL_LANE)` is the pytest command it names)."""
    rules: dict[str, str] = {}
    variables: dict[str, str] = {}
    target = None
    for line in (ROOT / "Makefile").read_text(encoding="utf-8").splitlines():
        if line.startswith("\t") and target:
            rules[target] += line.strip() + "\n"
        elif match := re.match(r"^(\w+) *[:?]?= *(.*)$", line):
            variables[match.group(1)] = match.group(2)
            target = None
        elif match := re.match(r"^([\w.$()/-]+):(?!=)", line):
            target = match.group(1)
            rules[target] = ""
        else:
            target = None

    def expand(text: str, depth: int = 0) -> str:
        if depth > 5:
            return text
        return re.sub(
            r"\$\((\w+)\)",
            lambda m: expand(variables.get(m.group(1), m.group(0)), depth + 1),
            text,
        )

    return {name: expand(recipe) for name, recipe in rules.items()}


def _slug(heading: str) -> str:
    """A Markdown heading's anchor as GitHub writes it: lower case, punctuation dropped."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def _anchors(path: Path) -> set[str]:
    text = re.sub(r"^```.*?^```", "", path.read_text(encoding="utf-8"), flags=re.M | re.S)
    return {_slug(h) for h in re.findall(r"^#{1,6} (.+)$", text, re.M)}


def test_the_readme_is_a_front_door() -> None:
    size = len(README.read_bytes())
    assert size <= README_MAX_BYTES, f"README.md is {size:,} bytes; the budget is 8 KiB"
    text = README.read_text(encoding="utf-8")
    for heading in ("Quick start", "Docker", "A tour of the folders", "Documentation"):
        assert f"\n## {heading}\n" in text, heading
    # Every folder the tour names exists.
    tour = _section(text, "A tour of the folders")
    folders = re.findall(r"`([\w./-]+/)`", tour)
    assert len(folders) >= 10
    missing = [folder for folder in folders if not (ROOT / folder).is_dir()]
    assert not missing, f"the tour names folders that don't exist: {missing}"


def test_the_readme_set_up_commands_are_the_makefiles() -> None:
    quick_start = _section(README.read_text(encoding="utf-8"), "Quick start")
    block = re.search(r"```sh\n(.*?)```", quick_start, re.S)
    assert block, "the quick start has no sh block"
    commands = [line.split("#")[0].strip() for line in block.group(1).splitlines()]
    assert commands == ["make run", "make test"]
    rules = _makefile_rules()
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    phony = re.search(r"^\.PHONY:(.*)$", makefile, re.M)
    assert phony
    assert {"run", "test"} <= set(phony.group(1).split())
    # `make run` serves the app where the README says, and `make test` runs pytest.
    assert "-m app" in rules["run"]
    host = re.search(r"^HOST \?= (\S+)$", makefile, re.M)
    port = re.search(r"^PORT \?= (\S+)$", makefile, re.M)
    assert host
    assert port
    assert f"http://{host.group(1)}:{port.group(1)}" in block.group(1)
    assert "-m pytest" in rules["test"]


def test_links_between_the_documents_resolve() -> None:
    broken = []
    checked = 0
    for page in DOCUMENTS:
        text = re.sub(r"^```.*?^```", "", page.read_text(encoding="utf-8"), flags=re.M | re.S)
        for target in LINK.findall(text):
            if re.match(r"^[a-z]+:", target):
                continue  # http(s), mailto: not ours to check here
            path_part, _, anchor = target.partition("#")
            linked = (page.parent / path_part).resolve() if path_part else page
            checked += 1
            if not linked.exists():
                broken.append(f"{page.relative_to(ROOT)}: {target} (no such file)")
            elif anchor and linked.suffix == ".md" and anchor not in _anchors(linked):
                broken.append(f"{page.relative_to(ROOT)}: {target} (no such heading)")
    assert checked > 40
    assert not broken, "links that lead nowhere:\n" + "\n".join(broken)


def _env_names(name: str) -> set[str]:
    field = Settings.model_fields[name]
    alias = field.validation_alias
    if isinstance(alias, AliasChoices):
        return {str(choice) for choice in alias.choices}
    return {f"RULINGS_{name.upper()}"}


def test_every_setting_is_documented() -> None:
    docs = "\n".join(path.read_text(encoding="utf-8") for path in (ROOT / "docs").glob("*.md"))
    undocumented = []
    for field in Settings.model_fields:
        names = _env_names(field)
        if not any(name in docs for name in names):
            undocumented.append(sorted(names)[0])
    assert not undocumented, f"settings that no page in docs/ names: {undocumented}"


def _sources() -> str:
    """The code and configuration that may read an environment variable (these tests excluded)."""
    paths = [
        *(
            path
            for folder in ("app", "engine", "tests", "bench")
            for path in (ROOT / folder).rglob("*.py")
        ),
        ROOT / "compose.yaml",
        ROOT / "Dockerfile",
        *(path for path in (ROOT / ".ci").rglob("*") if path.is_file()),
    ]
    return "\n".join(
        path.read_text(encoding="utf-8") for path in paths if path != Path(__file__).resolve()
    )


def test_the_documented_variables_exist() -> None:
    settings = set().union(*(_env_names(field) for field in Settings.model_fields))
    named: set[str] = set()
    for page in [README, *(ROOT / "docs").glob("*.md")]:
        named |= set(re.findall(r"\bRULINGS_[A-Z_]*[A-Z]\b", page.read_text(encoding="utf-8")))
    assert "RULINGS_LINK_RATE_LIMIT" in named
    sources = _sources()
    # A setting of the app, or a variable the engine, compose, CI, the tests or benchmarks read.
    unknown = sorted(name for name in named - settings if name not in sources)
    assert not unknown, f"variables the documentation names that nothing reads: {unknown}"


def test_every_limit_names_a_constant_the_code_defines() -> None:
    # The limits table's last column names each limit's constant in parentheses after its file;
    # the files may move, the names must stay true.
    rows = [
        line
        for line in (ROOT / "docs" / "limits.md").read_text(encoding="utf-8").splitlines()
        if line.startswith("| ") and not line.startswith("| limit |")
    ]
    assert len(rows) > 25
    names = {
        name
        for row in rows
        for group in re.findall(r"\(((?:`[A-Z][A-Z0-9_]+`(?:, )?)+)\)", row.rsplit("|", 2)[-2])
        for name in re.findall(r"`([A-Z][A-Z0-9_]+)`", group)
    }
    assert len(names) > 20
    assert {"MAX_TERMS", "MAX_PT", "MAX_TYPE_LINE"} <= names
    code = "\n".join(
        path.read_text(encoding="utf-8")
        for folder in ("app", "engine")
        for path in (ROOT / folder).rglob("*.py")
    )
    undefined = sorted(n for n in names if not re.search(rf"^\s*{n}\b\s*(:[^=]*)?=", code, re.M))
    assert not undefined, f"limits that docs/limits.md names but no module defines: {undefined}"


def test_every_path_the_documents_name_exists() -> None:
    # A file or folder named in code (`engine/rules/casting.py`, `app/links/`) is where it says:
    # a module moved or renamed takes its mentions along.
    named = 0
    missing = []
    for page in DOCUMENTS:
        text = page.read_text(encoding="utf-8")
        for path in re.findall(
            r"`((?:engine|app|tests|bench|deploy|examples|data)/[\w./-]*)`", text
        ):
            named += 1
            if not (ROOT / path).exists():
                missing.append(f"{page.relative_to(ROOT)}: {path}")
    assert named > 50
    assert not missing, "paths the documentation names that don't exist:\n" + "\n".join(missing)
