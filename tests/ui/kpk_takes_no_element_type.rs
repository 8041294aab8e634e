// The bitbase's entries are plain words, so it takes no `elem` option.
bbgen::kpk!(elem = Bitboard);

fn main() {}
