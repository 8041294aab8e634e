bbgen::caughtable!(black);

fn main() {}
