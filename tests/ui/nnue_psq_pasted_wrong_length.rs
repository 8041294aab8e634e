// bullet's 32-entry array with one entry lost.
bbgen::nnue_psq!(bullet, name = PSQ, mirror = e_to_h, [
    0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5,
    6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7,
]);

fn main() {
    let _ = PSQ_DIMENSIONS;
}
