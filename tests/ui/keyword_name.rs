bbgen::king_moore!(name = SELF);

fn main() {}
