// A row too short and a row too long: a row has one cell for each attacked piece.
bbgen::nnue_threats! {
    name = SHORT_AND_LONG,
    0 1 - 2 -
    0 1 2 3 4 5
    0 1 2 3 - 4
    0 1 2 3 - 4 -
    0 1 2 3 4 5
    0 1 2 3 - -
}

fn main() {}
