// Layouts that leave moves without an output or give several one: no block of moves, two of
// them, a role left out of `pieces`, no block for double pushes or castling beside `pieces`,
// `from_to` without the knight's moves, no promotions, promotions to two roles, and no `flip`.
bbgen::policy_index!(name = NONE, promotions(from_to, queen rook bishop), flip);

bbgen::policy_index!(name = BOTH, from_to(queen knight), pieces(pawn knight bishop rook queen king), flip);

bbgen::policy_index!(name = NO_KING, pieces(pawn knight bishop rook queen), castling, double_pushes);

bbgen::policy_index!(name = NO_DOUBLE, pieces(pawn knight bishop rook queen king), castling);

bbgen::policy_index!(name = NO_CASTLING, pieces(pawn knight bishop rook queen king), double_pushes);

bbgen::policy_index!(name = NO_KNIGHT, from_to(queen), flip);

bbgen::policy_index!(name = NO_PROMOTIONS, from_to(queen knight), flip);

bbgen::policy_index!(name = TWO_ROLES, from_to(queen knight), promotions(from_to, queen knight), flip);

bbgen::policy_index!(name = NO_FLIP, from_to(queen knight), promotions(from_to, queen rook bishop));

fn main() {}
