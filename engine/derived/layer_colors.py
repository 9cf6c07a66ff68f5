"""Layer 5 (CR 613.1e): the colors an effect sets or adds, as the layer system applies it."""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.mana import NAME_TO_COLOR
from engine.derived.copiable_values import Working
from engine.derived.linked_abilities import chosen_color


def set_colors(
    w: Working, m: v.SetColors, source: Working | None, by: str, layer: str, rule: str
) -> None:
    """Layer 5 (613.1e): the colors it becomes, or gets in addition (105.3); a chosen color
    is the one chosen for the source (607.2d) — none chosen, it does nothing (607.5a)."""
    colors = list(m.colors)
    if m.chosen:
        name = chosen_color(source.obj) if source is not None else None
        if name is None:
            return
        colors = [NAME_TO_COLOR[name]]
    if m.add:
        colors = sorted({*w.colors, *colors}, key="WUBRG".index)
    w.colors = colors
    shown = ", ".join(colors) or "colorless"
    w.changes.append((f"color {shown} from {by}, {layer}", rule))
