bbgen::king_moore!(name = KING, 5);

fn main() {}
