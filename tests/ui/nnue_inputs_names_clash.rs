// `net_psq_active` would be both the first input's board function and the second's accessor.
bbgen::nnue_inputs!(name = NET, [psq = nnue_psq!(bullet)], [psq_active = nnue_psq!(stockfish)]);

fn main() {
    net_active(&bbgen::Board::startpos(), bbgen::Color::White, |_, _| {});
}
