// The forgotten layout costs one message; the name still applies, so `knight_distance` resolves.
bbgen::distance!(knight, name = KNIGHT_DISTANCE);

fn main() {
    let _ = knight_distance(bbgen::Square::A1, bbgen::Square::H8);
}
