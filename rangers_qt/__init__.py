"""Rangers Qt: the cooperative card game Earthborne Rangers, played at one computer."""

__version__ = "0.1.0"
