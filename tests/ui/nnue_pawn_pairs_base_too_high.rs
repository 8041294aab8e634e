bbgen::nnue_pawn_pairs!(name = PAIRS, base = 4294967000);

fn main() {
    let _ = PAIRS_DIMENSIONS;
}
