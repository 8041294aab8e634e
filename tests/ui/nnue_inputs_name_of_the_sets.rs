// `net_play` is the set's own function.
bbgen::nnue_inputs!(name = NET, [play = nnue_psq!(bullet)]);

fn main() {
    net_active(&bbgen::Board::startpos(), bbgen::Color::White, |_, _| {});
}
