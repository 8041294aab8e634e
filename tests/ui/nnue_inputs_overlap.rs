// Pawn pairs numbered from 0 in the threats' block.
bbgen::nnue_inputs!(
    name = NET,
    [
        threats = nnue_threats!(- 0 - 1 - - 0 1 2 3 4 - 0 1 2 3 - - 0 1 2 3 - - 0 1 2 3 4 - - - - - - -),
        pairs = nnue_pawn_pairs!(mirror = e_to_h),
    ],
);

fn main() {
    net_active(&bbgen::Board::startpos(), bbgen::Color::White, |_, _| {});
}
