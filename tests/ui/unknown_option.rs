bbgen::king_moore!(size = 64);

fn main() {}
