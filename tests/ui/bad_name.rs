// A refused name leaves the names meant unknown: no stubs are emitted under the default names,
// which would clash with the pattern above.
bbgen::king_moore!();
bbgen::king_moore!(name = king_attacks);

fn main() {}
