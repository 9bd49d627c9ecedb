"""Atomic text files (a crash or a full disk never leaves half a save behind), and reading the
player's folders without following links out of them.

The writer lives in ``rangers_qt.files`` (Qt-free, shared with the engine's save loader and the
campaign); this module keeps the app's import path.
"""

from __future__ import annotations

from rangers_qt.files.atomic import write_text_atomic
from rangers_qt.files.contained import OutsideFolder, contained_path, read_contained

__all__ = ["OutsideFolder", "SaveFailed", "contained_path", "read_contained", "write_text_atomic"]


class SaveFailed(OSError):
    """A save that could not be serialised (a value the writer refuses, absurd nesting): one line,
    and the file on disk is untouched. An ``OSError`` so that every caller reporting a failed
    write reports this too, in the same words."""
