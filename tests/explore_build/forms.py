"""The builder's forms as its tests post them (shared by the explorer's form tests): the fields
urlencoded, the new link's token read from the redirect, a refusal read from the alert or from
beside its field."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import parse_qs, urlencode, urlparse

from fastapi.testclient import TestClient

from engine.driver.share_links import decode_link


def token_of(response: Any) -> str:
    assert response.status_code == 303, response.text[:2000]
    location = response.headers["location"]
    query = parse_qs(urlparse(location).query)
    assert location.startswith("/explore?")
    assert query["step"] == ["0"]
    return query["s"][0]


def data_of(token: str) -> dict[str, Any]:
    return decode_link(token).to_data()


def alert(response: Any) -> str:
    found = re.search(r'id="build-error">(.*?)</p>', response.text, re.S)
    assert found, response.text[:3000]
    return found.group(1).replace("&#39;", "'").replace("&#34;", '"')


def post(client: TestClient, path: str, **fields: Any) -> Any:
    return client.post(
        path,
        content=urlencode(fields, doseq=True),
        headers={"content-type": "application/x-www-form-urlencoded"},
        follow_redirects=False,
    )


def with_bears(client: TestClient, token: str) -> str:
    return token_of(
        post(
            client,
            "/explore/build/card",
            s=token,
            name="Grizzly Bears",
            player="A",
            zone="battlefield",
        )
    )


def field_error(response: Any, field_id: str) -> str:
    """The message shown beside the field `field_id`, which must point to it as invalid."""
    found = re.search(
        rf'<span class="field-error" id="{field_id}-error">(.*?)</span>', response.text
    )
    assert found, response.text[:3000]
    field = re.search(rf'<[a-z]+ id="{field_id}"[^>]*>', response.text)
    assert field, field_id
    assert 'aria-invalid="true"' in field.group(0)
    assert f"{field_id}-error" in field.group(0)
    return found.group(1).replace("&#39;", "'").replace("&#34;", '"')


def field_tag(response: Any, field_id: str) -> str:
    found = re.search(rf'<[a-z]+ id="{field_id}"[^>]*>', response.text)
    assert found, field_id
    return found.group(0)
