bbgen::nnue_psq!(lc0, name = PSQ);

fn main() {
    let _ = PSQ_DIMENSIONS;
}
