bbgen::in_between!(triangular x88);

fn main() {}
