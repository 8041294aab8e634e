// A drawing of every file whose halves differ, with inputs mirrored on files a to d.
bbgen::nnue_psq! {
    stockfish, name = PSQ, mirror = a_to_d,
    7 7 7 7 7 7 7 7
    6 6 6 6 6 6 6 6
    5 5 5 5 5 5 5 5
    4 4 4 4 4 4 4 4
    3 3 3 3 3 3 3 3
    2 2 2 2 2 2 2 2
    1 1 1 1 1 1 1 1
    0 1 2 3 4 5 6 7
}

fn main() {
    let _ = psq(bbgen::Color::White, bbgen::Piece::new(bbgen::Color::White, bbgen::Role::Pawn), bbgen::Square::E2, bbgen::Square::E1);
}
