bbgen::distance!(knight, triangular);

fn main() {}
