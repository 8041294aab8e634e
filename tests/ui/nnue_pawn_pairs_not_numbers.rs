bbgen::nnue_pawn_pairs!(name = PAIRS, files = three, base = threats);

fn main() {
    let _ = PAIRS_DIMENSIONS;
}
