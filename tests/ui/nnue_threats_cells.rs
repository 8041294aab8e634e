// Cells that are neither a slot nor `-`.
bbgen::nnue_threats! {
    name = CELLS,
    0 1 x 2 - -
    0 1 2 3 4 5
    0 1 2 3 _ 4
    0 1 2 3 - 4u8
    0 1 2 3 4 5
    0 1 2 3 - -
}

fn main() {}
