bbgen::nnue_psq!(bullet, name = PSQ, [
    0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 4, 5, 5, 5 5,
    6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7,
]);

fn main() {
    let _ = PSQ_DIMENSIONS;
}
