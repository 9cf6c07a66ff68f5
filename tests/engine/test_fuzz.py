"""Fuzzing: no share token and no scenario data makes decoding or loading raise anything but
`LinkError` or `ScenarioError` (the documented errors). `bench/fuzz.py` runs the same checks
with many more examples."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings

from engine.driver.share_links import decode_link
from tests.engine.fuzz import VALID_TOKEN, check_scenario, check_token, scenario_inputs, tokens

FUZZ = settings(max_examples=2000, deadline=None, suppress_health_check=list(HealthCheck))


def test_the_fuzz_base_token_is_valid() -> None:
    assert decode_link(VALID_TOKEN).objects[0].id == "bolt"


@FUZZ
@given(tokens)
def test_tokens_decode_or_raise_a_link_error(token: str) -> None:
    check_token(token)


@FUZZ
@given(scenario_inputs)
def test_scenario_data_loads_or_raises_a_scenario_error(data: Any) -> None:
    check_scenario(data)
