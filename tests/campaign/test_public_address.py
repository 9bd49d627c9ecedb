"""Issue #32: a campaign imported from the public address of a shared earthborne.build campaign.

Hand-made documents (tests/campaign/fixtures/interchange) served by a loopback server in the
test (tests/campaign/doc_server.py: the machine is offline). Only https is read; plain http is
allowed for the loopback server through ``loopback_http``, which the program never passes.
Every refusal is one line: no network, not found, too large, not a campaign document."""

from __future__ import annotations

from pathlib import Path

import pytest

from rangers_qt.campaign.campaign_import import MAX_DOCUMENT_BYTES, import_file, import_url
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.public_address import check_address, fetch, is_address
from rangers_qt.content.catalog import Catalog

from .doc_server import DocServer, Route, closed_port, doc_server

DOCS = Path(__file__).parent / "fixtures" / "interchange"


@pytest.fixture
def server() -> DocServer:
    with doc_server() as s:
        for path in DOCS.iterdir():
            s.routes[f"/v2/public/campaign/{path.stem}"] = Route(path.read_bytes())
        yield s  # type: ignore[misc]


def refused(call: object, words: str) -> str:
    with pytest.raises(CampaignError) as err:
        call()  # type: ignore[operator]
    line = str(err.value)
    assert "\n" not in line and words in line, line
    return line


@pytest.mark.parametrize("name", ["ebuild_legal", "rangersdb_legal", "ebuild_code_name_mismatch"])
def test_a_served_document_imports_as_its_file_does(catalog: Catalog, server: DocServer, name: str) -> None:
    got = import_url(catalog, server.url(f"/v2/public/campaign/{name}"), loopback_http=True)
    same = import_file(catalog, DOCS / f"{name}.json")
    assert got.campaign.tracker == same.campaign.tracker
    assert got.summary == same.summary
    assert server.asked == [f"/v2/public/campaign/{name}"]


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("ebuild_unknown_cards", "campaign not imported: rewards: 'R-404'"),
        ("rangersdb_unknown_cards", "deck Ana: maladies: '01999'"),
        ("ebuild_truncated", "not valid JSON"),
        ("ebuild_future_schema", "newer earthborne.build (schema_version 2; this program reads 1)"),
    ],
)
def test_a_served_bad_document_is_refused_in_one_line(
    catalog: Catalog, server: DocServer, name: str, words: str
) -> None:
    line = refused(
        lambda: import_url(catalog, server.url(f"/v2/public/campaign/{name}"), loopback_http=True), words
    )
    assert line.startswith("127.0.0.1: ")


def test_not_found_and_other_answers(catalog: Catalog, server: DocServer) -> None:
    url = server.url("/v2/public/campaign/nobody")
    refused(lambda: import_url(catalog, url, loopback_http=True), "not found: 127.0.0.1 has no campaign")
    server.routes["/broken"] = Route(b"oops", status=500)
    refused(lambda: import_url(catalog, server.url("/broken"), loopback_http=True), "answered 500")
    server.routes["/page"] = Route(b"<html></html>", kind="text/html")
    refused(lambda: import_url(catalog, server.url("/page"), loopback_http=True), "gives a web page")
    server.routes["/deck"] = Route(b'{"name": "a deck", "slots": {}}')
    refused(lambda: import_url(catalog, server.url("/deck"), loopback_http=True), "not a campaign of")


@pytest.mark.parametrize("length", [True, False])
@pytest.mark.parametrize(("size", "ok"), [(999, True), (1000, True), (1001, False)])
def test_the_size_cap_one_below_at_and_above(server: DocServer, size: int, ok: bool, length: bool) -> None:
    """With a Content-Length the cap refuses before reading; without one, while reading."""
    server.routes["/big"] = Route(b"x" * size, length=length)
    url = server.url("/big")
    if ok:
        assert fetch(url, 1000, loopback_http=True) == b"x" * size
    else:
        refused(lambda: fetch(url, 1000, loopback_http=True), "too large for a campaign document")


def test_a_document_over_the_import_cap_is_refused(catalog: Catalog, server: DocServer) -> None:
    server.routes["/huge"] = Route(b" " * (MAX_DOCUMENT_BYTES + 1), length=False)
    refused(lambda: import_url(catalog, server.url("/huge"), loopback_http=True), "too large")


def test_only_https_and_http_only_on_loopback_when_asked(server: DocServer) -> None:
    url = server.url("/v2/public/campaign/ebuild_legal")
    refused(lambda: fetch(url, 1000), "only https addresses are read (http:// is not)")
    refused(lambda: check_address("http://example.org/c", loopback_http=True), "only https")
    refused(lambda: check_address("file:///etc/passwd"), "only https")
    refused(lambda: check_address("ftp://example.org/c"), "only https")
    refused(lambda: check_address("https:///c"), "names no host")
    refused(lambda: check_address("https://a b/c"), "not a web address")
    refused(lambda: check_address("   "), "no address given")
    assert check_address(" https://earthborne.build/x ") == "https://earthborne.build/x"
    assert is_address("https://earthborne.build/x") and not is_address("campaign.json")


def test_a_redirect_is_followed_only_to_an_address_that_may_be_read(server: DocServer) -> None:
    server.routes["/moved"] = Route(status=302, location="/v2/public/campaign/ebuild_legal")
    assert fetch(server.url("/moved"), MAX_DOCUMENT_BYTES, loopback_http=True).startswith(b"{")
    server.routes["/away"] = Route(status=302, location="http://example.org/campaign")
    refused(
        lambda: fetch(server.url("/away"), MAX_DOCUMENT_BYTES, loopback_http=True),
        "redirects elsewhere: only https",
    )


def test_an_unreachable_address_is_one_line(catalog: Catalog) -> None:
    """The program's own path (https): nothing listens there, as when there is no network."""
    url = f"https://127.0.0.1:{closed_port()}/v2/public/campaign/AbC"
    refused(lambda: import_url(catalog, url), "127.0.0.1: no network, or 127.0.0.1 refused the connection")


def test_a_server_that_does_not_answer_times_out(server: DocServer) -> None:
    server.routes["/slow"] = Route(b"{}", stall=5.0)
    refused(
        lambda: fetch(server.url("/slow"), 1000, loopback_http=True, timeout=0.3),
        "127.0.0.1 did not answer within 0.3 s",
    )


def test_the_command_line_imports_from_an_address(
    catalog: Catalog,
    server: DocServer,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``rangers-qt campaign import URL``: the campaign file written (in the current folder by
    default, named after the address); an unreachable address exits 1 in one line, nothing written."""
    from rangers_qt.campaign import campaign_cli
    from rangers_qt.campaign.save import open_campaign

    monkeypatch.chdir(tmp_path)
    dead = f"https://127.0.0.1:{closed_port()}/v2/public/campaign/AbC"
    assert campaign_cli.main(["import", dead]) == 1
    err = capsys.readouterr().err.strip()
    assert err == "rangers-qt campaign: 127.0.0.1: no network, or 127.0.0.1 refused the connection"
    assert list(tmp_path.iterdir()) == []
    # The loopback server is plain http, which the program refuses: the test lets it through.
    monkeypatch.setattr(campaign_cli, "import_url", lambda cat, url: import_url(cat, url, loopback_http=True))
    assert campaign_cli.main(["import", server.url("/v2/public/campaign/ebuild_legal")]) == 0
    written = tmp_path / "ebuild_legal-rangers-qt.json"
    assert f"Written: {written}" in capsys.readouterr().out
    assert (
        open_campaign(written, catalog).tracker
        == import_file(catalog, DOCS / "ebuild_legal.json").campaign.tracker
    )
