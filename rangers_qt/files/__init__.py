"""Reading and writing the player's files safely, without Qt (saves, campaigns, exports).

Why a package of its own: the engine's save loader, the campaign's file loader and the app's
save commands must share one bounded JSON reader and one atomic writer, and none of them may
depend on Qt (tests/test_architecture.py checks this package too).
"""

from rangers_qt.files.atomic import write_bytes_atomic, write_text_atomic
from rangers_qt.files.bounded_json import FileRefused, JsonLimits, loads_bounded, read_json_bounded

__all__ = [
    "FileRefused",
    "JsonLimits",
    "loads_bounded",
    "read_json_bounded",
    "write_bytes_atomic",
    "write_text_atomic",
]
