bbgen::nnue_inputs!(name = NET, [psq = nnue_psq!(bullet)] [pairs = nnue_pawn_pairs!()]);

fn main() {
    net_active(&bbgen::Board::startpos(), bbgen::Color::White, |_, _| {});
}
