"""The controller between the Qt views and the engine (QObject, signals and slots)."""
