bbgen::caughtable!(green, wtm);

fn main() {}
