bbgen::king_moore!(name KING);

fn main() {}
