// Options and no layout.
bbgen::policy_index!(name = NOTHING);

fn main() {}
