bbgen::zobrist!(stockfish);

fn main() {}
