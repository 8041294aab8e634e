// An entry that is some other macro's call, a letter and a bucket over 255.
bbgen::nnue_psq!(stockfish, name = PSQ, [
    C(28), 29, 30, 31, 24, 25, 26, 27, 20, 21, 22, 23, 16, 17, 18, 19,
    12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, x, 0, 1, 2, 300,
]);

fn main() {
    let _ = PSQ_DIMENSIONS;
}
