// A word where the bitbase takes none; the stub `kpk` keeps the call below free of errors of its
// own.
bbgen::kpk!(white);

fn main() {
    use bbgen::Square::*;
    let _ = kpk(D6, D5, D8, true);
}
