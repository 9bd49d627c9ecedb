"""Reading and writing the player's files safely, without Qt (saves, campaigns, exports).

Why a package of its own: the engine's save loader, the campaign's file loader and the app's
save commands must share one bounded JSON reader and one atomic writer, and none of them may
depend on Qt (tests/test_architecture.py checks this package too).

Its modules are imported by name (`rangers_qt.files.atomic`, `.bounded_json`, `.places`), not
gathered here: the window's first paint reads `places` (where the log goes), and a package that
re-exported the JSON reader made that import load `json` and `dataclasses` too (issue #28).
"""
