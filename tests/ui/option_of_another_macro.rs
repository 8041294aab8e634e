bbgen::king_moore!(to = inclusive);

fn main() {}
