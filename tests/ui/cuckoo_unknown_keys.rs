bbgen::cuckoo!(stockfish);

fn main() {}
