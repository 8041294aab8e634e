// Stockfish's ring is the same for both colours: `ring` takes none.
bbgen::king_zone!(white, ring);

fn main() {}
