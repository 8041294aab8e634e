bbgen::caughtable!(black, wtm, btm);

fn main() {}
