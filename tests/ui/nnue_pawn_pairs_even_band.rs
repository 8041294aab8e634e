// A band is centred on the pawn's file: an odd number of files.
bbgen::nnue_pawn_pairs!(name = PAIRS, files = 4);

fn main() {
    let _ = PAIRS_DIMENSIONS;
}
