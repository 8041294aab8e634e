// Items are named after the input in lower case: `PSQ` and a raw `r#fn` name none.
bbgen::nnue_inputs!(name = NET, [PSQ = nnue_psq!(bullet)], [r#fn = nnue_pawn_pairs!()]);

fn main() {
    net_active(&bbgen::Board::startpos(), bbgen::Color::White, |_, _| {});
}
