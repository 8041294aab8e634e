bbgen::king_moore!(name = "K");

fn main() {}
