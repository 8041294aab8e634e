bbgen::in_between!(triangular, name = BETWEEN, name = OTHER);

fn main() {}
