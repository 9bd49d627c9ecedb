"""Qt Widgets views. Nothing here changes the game: views send intents to the controller."""
