bbgen::in_between!(rectangular, to = both);

fn main() {}
