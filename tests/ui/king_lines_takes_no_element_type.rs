// The lines table holds `KingLines`, so it takes no `elem` option.
bbgen::king_lines!(elem = u64);

fn main() {}
