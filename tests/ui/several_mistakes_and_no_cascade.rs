// Both mistakes are reported, and the call below adds no error of its own: the macro emits a
// stub `in_between` beside its errors.
bbgen::in_between!(diagonal, elem = i32);

fn main() {
    let _ = in_between(bbgen::Square::A1, bbgen::Square::H8);
}
