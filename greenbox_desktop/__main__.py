"""``python -m greenbox_desktop`` launches the app."""

from greenbox_desktop.app import main

if __name__ == "__main__":
    main()
