// `board_active(board, perspective)` would call `board`, hidden by its own parameter.
bbgen::nnue_psq!(bullet, name = BOARD);

fn main() {
    let _ = BOARD_DIMENSIONS;
}
