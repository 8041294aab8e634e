bbgen::king_moore!(= KING);

fn main() {}
