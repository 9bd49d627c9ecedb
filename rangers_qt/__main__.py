"""`python -m rangers_qt` behaves exactly like the `rangers-qt` command."""

import sys

from rangers_qt.cli import main

sys.exit(main())
