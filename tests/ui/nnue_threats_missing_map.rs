// No map, and an unknown way of ranking. The constant and the accessor are still there, so that
// code using them adds no errors of its own.
bbgen::nnue_threats!(name = NONE);
bbgen::nnue_threats!(rank = table, 0 1 - 2 - - 0 1 2 3 4 5 0 1 2 3 - 4 0 1 2 3 - 4 0 1 2 3 4 5 0 1 2 3 - -);

fn main() {
    use bbgen::{Color::White, Piece, Role::Knight, Square::*};
    let knight = Piece::new(White, Knight);
    let _ = (NONE_DIMENSIONS, none(White, knight, F3, knight, E5, C1), threats(White, knight, F3, knight, E5, C1));
}
