bbgen::queen_attacks!(obstruction, rook = shifts);

fn main() {
    // The stubs keep the accessors' names: the call adds no error of its own.
    let _ = queen_attacks(bbgen::Square::D4, 0);
}
