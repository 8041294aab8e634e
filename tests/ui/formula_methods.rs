// Each method call is wrong in one way.
bbgen::formula!(name = T1, [u8; 4], |i| (i as f64).sin() as u8);
bbgen::formula!(name = T2, [u8; 4], |i| (i > 1).min(true) as u8);
bbgen::formula!(name = T3, [u8; 4], |i| 2.0.ln() as u8);
bbgen::formula!(name = T4, [u8; 4], |i| i.ln() as u8);
bbgen::formula!(name = T5, [u8; 4], |i| i.min() as u8);

fn main() {}
