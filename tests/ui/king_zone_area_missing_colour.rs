bbgen::king_zone!(area);

fn main() {}
