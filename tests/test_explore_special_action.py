"""Explorer: a card with plot in its owner's hand is offered the special action of plotting it
(116.2k, 702.170a) beside casting it; the button appends the special action to the new link,
and where the plot cost can't be paid the entry is refused, saying why."""

from __future__ import annotations

from html import unescape
from typing import Any

from fastapi.testclient import TestClient

from engine.driver.share_links import decode_link
from tests.explore_play_forms import end_of, follow, post, token

PLOTTING: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "title": "Plotting",
    "players": [{"id": "A", "mana_pool": "{R}{C}{C}", "library": 3}, {"id": "B", "library": 3}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [{"id": "terror", "card": "Stingerback Terror", "owner": "A", "zone": "hand"}],
}


def test_plot_is_a_button_that_appends_the_special_action(client: TestClient) -> None:
    page = unescape(end_of(client, token(PLOTTING)))
    assert 'value="special_action:A:terror:plot">Plot Stingerback Terror' in page
    s, _, _ = follow(
        client,
        post(client, "/explore/act", s=token(PLOTTING), act="special_action:A:terror:plot"),
    )
    assert decode_link(s).to_data()["actions"] == [
        {"player": "A", "special_action": "plot", "card": "terror"}
    ]
    # After it the card is plotted in exile: not offered to plot again.
    assert "special_action:A:terror:plot" not in unescape(end_of(client, s))


def test_plot_refused_without_its_cost_and_an_unknown_action_is_a_clear_error(
    client: TestClient,
) -> None:
    poor = {**PLOTTING, "players": [{"id": "A", "library": 3}, {"id": "B", "library": 3}]}
    page = unescape(end_of(client, token(poor)))
    assert 'value="special_action:A:terror:plot"' not in page
    assert "Plot Stingerback Terror" in page  # listed as refused, with why
    r = post(client, "/explore/act", s=token(poor), act="special_action:A:terror:plot")
    assert r.status_code == 400
    assert "isn't legal now" in unescape(r.text)
    assert "can't pay {2}{R} for Stingerback Terror" in unescape(r.text)
    assert "702.170a, 118.3" in r.text
    r = post(client, "/explore/act", s=token(PLOTTING), act="special_action:A:terror:foretell")
    assert r.status_code == 400
    assert "isn't among the actions the game offers now" in unescape(r.text)
