bbgen::nnue_inputs!(name = NET, [psq = nnue_psq!(bullet)], [psq = nnue_psq!(stockfish)]);

fn main() {
    net_active(&bbgen::Board::startpos(), bbgen::Color::White, |_, _| {});
}
