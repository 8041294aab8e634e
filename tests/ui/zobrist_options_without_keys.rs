bbgen::zobrist!(name = KEYS);

fn main() {}
