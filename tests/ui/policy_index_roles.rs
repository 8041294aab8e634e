// A role named twice, a word that is no role, empty brackets, promotions without their order,
// and a promotion to a king.
bbgen::policy_index!(name = TWICE, from_to(queen knight queen), flip);

bbgen::policy_index!(name = HORSE, from_to(queen horse), flip);

bbgen::policy_index!(name = EMPTY, from_to(), flip);

bbgen::policy_index!(name = ORDER, from_to(queen knight), promotions(queen rook bishop), flip);

bbgen::policy_index!(name = KING, from_to(queen knight), promotions(from_to, queen king), flip);

fn main() {}
