// Each formula is typed wrong in one way, as rustc would find it.
bbgen::formula!(name = T1, [u8; 4], |i| (i as f64).ln());
bbgen::formula!(name = T2, [u8; 4], |i| 1.5u8);
bbgen::formula!(name = T3, [u8; 4], |i| 1u128 as u8);
bbgen::formula!(name = T4, [u8; 4], |i| (i + 1.0) as u8);
bbgen::formula!(name = T5, [u8; 4], |i| (-i) as u8);
bbgen::formula!(name = T6, [u8; 4], |i| (true + false) as u8);
bbgen::formula!(name = T7, [f64; 4], |i| (i > 2) as f64);
bbgen::formula!(name = T8, [u8; 4], |i| 300 as u8);
bbgen::formula!(name = T9, [u8; 4], |i| i as char as u8);

fn main() {}
