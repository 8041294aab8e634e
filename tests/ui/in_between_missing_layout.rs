bbgen::in_between!();

fn main() {}
