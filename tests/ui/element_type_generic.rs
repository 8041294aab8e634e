bbgen::king_moore!(elem = Vec<u64>);

fn main() {}
