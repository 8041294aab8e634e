// Methods rustc rejects (E0689) on a number of no known type yet: inherent integer methods on an
// integer literal, a `let` of one and an operation on them, and `min` of a float literal, which
// is inherent on `f32` and `f64` rather than found through `Ord`.
bbgen::formula!(name = T1, [i32; 4], |i| 5.pow(2));
bbgen::formula!(name = T2, [i32; 4], |i| (-3).abs());
bbgen::formula!(name = T3, [i32; 4], |i| { let x = 3; x.pow(2) });
bbgen::formula!(name = T4, [i32; 4], |i| (2 * 3).abs().min(i as i32));
bbgen::formula!(name = T5, [f64; 4], |i| 2.0.min(1.0));
bbgen::formula!(name = T6, [f64; 4], |i| 2.5.clamp(0.0, 1.0));

fn main() {}
