"""The screens of the app, one module each, with the Scene base class."""
