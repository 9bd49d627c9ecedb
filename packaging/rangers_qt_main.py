"""Entry script for the PyInstaller bundle: the same `main()` as the `rangers-qt` command."""

import sys

from rangers_qt.cli import main

if __name__ == "__main__":
    sys.exit(main())
