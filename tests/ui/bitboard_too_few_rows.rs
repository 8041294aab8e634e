const SET: bbgen::Bitboard = bbgen::bitboard! {
    . . . . . . . .
    . . . . . . . .
    . . . . 1 . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
};

fn main() {
    let _ = SET;
}
