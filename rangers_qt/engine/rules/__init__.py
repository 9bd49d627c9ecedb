"""Rules as queries over the state: nothing here mutates, so the UI may call them to preview."""
