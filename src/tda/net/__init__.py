"""A table played from several terminals (issue 30): the host holds the only game
(`host`), each player's terminal holds a seat's view (`client`), and what they say
to each other is checked frame by frame (`protocol`); seat codes and the fair-deal
commitment are in `codes`. Imports no game: every game reaches the wire through its
registry entry."""
