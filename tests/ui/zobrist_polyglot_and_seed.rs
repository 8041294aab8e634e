bbgen::zobrist!(polyglot, seed = 7);

fn main() {}
