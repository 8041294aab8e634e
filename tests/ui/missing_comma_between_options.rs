bbgen::king_moore!(name = KING vis = pub(crate));

fn main() {}
