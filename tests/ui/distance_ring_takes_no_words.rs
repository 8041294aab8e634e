// A word where the pattern takes none; the stub `distance_ring` keeps the call below free of
// errors of its own.
bbgen::distance_ring!(x);

fn main() {
    let _ = distance_ring(bbgen::Square::D4, 2);
}
