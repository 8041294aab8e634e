// A slot drawn twice, a row that skips a slot, and a slot past the sixth.
bbgen::nnue_threats! {
    name = TWICE,
    0 1 - 1 - -
    0 1 2 3 4 5
    0 1 2 3 - 4
    0 1 2 3 - 4
    0 1 2 3 4 5
    0 1 2 3 - -
}

bbgen::nnue_threats! {
    name = GAP,
    0 1 - 2 - -
    0 1 2 3 4 5
    0 1 3 4 - 5
    0 1 2 3 - 4
    0 1 2 3 4 5
    0 1 2 3 - -
}

bbgen::nnue_threats! {
    name = HIGH,
    0 1 - 2 - -
    0 1 2 3 4 5
    0 1 2 3 - 4
    0 1 2 3 - 4
    0 1 2 3 4 5
    0 1 2 3 - 6
}

fn main() {}
