// The method does not enter the default names, so the stub `rook_attacks` keeps the call below
// free of errors of its own.
bbgen::rook_attacks!(rotated);

fn main() {
    let _ = rook_attacks(bbgen::Square::A1, 0);
}
