bbgen::king_moore!(vis = public);

fn main() {}
