bbgen::nnue_pawn_pairs!(name = PAIRS, base = 4294967000);
bbgen::nnue_pawn_pairs!(name = MAX, base = 18446744073709551615);

fn main() {
    let _ = (PAIRS_DIMENSIONS, MAX_DIMENSIONS);
}
