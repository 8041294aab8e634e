bbgen::distance!(knight);

fn main() {}
