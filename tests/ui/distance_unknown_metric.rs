bbgen::distance!(euclid, rectangular);

fn main() {}
