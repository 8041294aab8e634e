// The stubs of the queen and of its two halves keep the calls below free of errors of their own.
bbgen::queen_attacks!(rotated);

fn main() {
    let _ = queen_attacks(bbgen::Square::A1, 0);
    let _ = queen_attacks_both(bbgen::Square::A1, 0);
    let _ = queen_attacks_rook(bbgen::Square::A1, 0) | queen_attacks_bishop(bbgen::Square::A1, 0);
}
