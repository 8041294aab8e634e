bbgen::nnue_inputs!(name = NET);

fn main() {
    net_active(&bbgen::Board::startpos(), bbgen::Color::White, |_, _| {});
}
