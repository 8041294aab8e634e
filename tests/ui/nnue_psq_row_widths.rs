// A first row of 5, then rows of 4 under a first row of 4.
bbgen::nnue_psq! {
    bullet, name = FIVE,
    0 0 1 1 1
    2 2 3 3
    4 4 4 4
    5 5 5 5
    6 6 6 6
    6 6 6 6
    7 7 7 7
    7 7 7 7
}

bbgen::nnue_psq! {
    bullet, name = MIXED,
    0 0 1 1
    2 2 3 3 3 3 2 2
    4 4 4 4
    5 5 5 5
    6 6 6 6
    6 6 6 6
    7 7 7 7
}

fn main() {
    let _ = (FIVE_DIMENSIONS, MIXED_DIMENSIONS);
}
