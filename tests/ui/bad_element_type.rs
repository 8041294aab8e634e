bbgen::king_moore!(elem = u32);

fn main() {}
