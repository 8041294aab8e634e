// Too few rows, then too many: a map has one row for each attacker.
bbgen::nnue_threats! {
    name = FIVE,
    0 1 - 2 - -
    0 1 2 3 4 5
    0 1 2 3 - 4
    0 1 2 3 - 4
    0 1 2 3 4 5
}

bbgen::nnue_threats! {
    name = SEVEN,
    0 1 - 2 - -
    0 1 2 3 4 5
    0 1 2 3 - 4
    0 1 2 3 - 4
    0 1 2 3 4 5
    0 1 2 3 - -
    0 1 2 3 - -
}

fn main() {}
