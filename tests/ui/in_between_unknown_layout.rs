bbgen::in_between!(diagonal);

fn main() {}
