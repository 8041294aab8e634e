bbgen::caughtable!(black, wbm);

fn main() {}
