// Layouts that leave moves without an output: no block of moves, two of them, a role left out of
// `pieces`, no block for double pushes or castling beside `pieces`, and `from_to` without the
// knight's moves.
bbgen::policy_index!(name = NONE, promotions(from_to, queen rook bishop), flip);

bbgen::policy_index!(name = BOTH, from_to(queen knight), pieces(pawn knight bishop rook queen king), flip);

bbgen::policy_index!(name = NO_KING, pieces(pawn knight bishop rook queen), castling, double_pushes);

bbgen::policy_index!(name = NO_DOUBLE, pieces(pawn knight bishop rook queen king), castling);

bbgen::policy_index!(name = NO_CASTLING, pieces(pawn knight bishop rook queen king), double_pushes);

bbgen::policy_index!(name = NO_KNIGHT, from_to(queen), flip);

fn main() {}
