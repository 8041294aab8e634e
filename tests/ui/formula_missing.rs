bbgen::formula!(name = REDUCTIONS);

fn main() {}
