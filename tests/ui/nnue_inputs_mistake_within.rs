// A mistake inside an input is reported where it stands.
bbgen::nnue_inputs!(name = NET, [psq = nnue_psq!(bullet, mirror = e_to_h, [0, 1, 2])]);

fn main() {
    net_active(&bbgen::Board::startpos(), bbgen::Color::White, |_, _| {});
}
