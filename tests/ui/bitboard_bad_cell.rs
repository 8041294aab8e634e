const SET: bbgen::Bitboard = bbgen::bitboard! {
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . o . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
};

fn main() {
    let _ = SET;
}
