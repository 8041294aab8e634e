// An unknown part, a part missing between two commas, a part given twice, roles without
// brackets, castling with an unknown word, and two parts without a comma between them.
bbgen::policy_index!(name = SIDEWAYS, from_to(queen knight), sideways, flip);

bbgen::policy_index!(name = COMMAS, from_to(queen knight),, flip);

bbgen::policy_index!(name = TWICE, from_to(queen knight), flip, flip);

bbgen::policy_index!(name = BARE, from_to queen knight, flip);

bbgen::policy_index!(name = ROOK, from_to(queen knight), castling(rook), flip);

bbgen::policy_index!(name = SPACE, from_to(queen knight), flip mirror);

fn main() {}
