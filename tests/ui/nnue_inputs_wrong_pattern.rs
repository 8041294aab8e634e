bbgen::nnue_inputs!(name = NET, [psq = nnue_psq!(bullet), kings = bbgen::king_moore!()]);

fn main() {
    net_active(&bbgen::Board::startpos(), bbgen::Color::White, |_, _| {});
}
