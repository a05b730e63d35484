"""``python -m greenbox_desktop`` launches the app."""

import sys

from greenbox_desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
