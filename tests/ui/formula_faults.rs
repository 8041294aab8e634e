// Each formula panics at run time at some index, so its expansion is an error naming it.
bbgen::formula!(name = T1, [u8; 4], |i| i as u8 * 100);
bbgen::formula!(name = T2, [u8; 4], |i| i as u8 - 1);
bbgen::formula!(name = T3, [u8; 4], |i| 254 + i as u8);
bbgen::formula!(name = T4, [u8; 4], |i| (12 / i) as u8);
bbgen::formula!(name = T5, [u8; 4], |i| (12 % i) as u8);
bbgen::formula!(name = T6, [i8; 4], |i| -128 / (i as i8 - 4));
bbgen::formula!(name = T7, [i8; 4], |i| -128 % (i as i8 - 4));
bbgen::formula!(name = T8, [i8; 4], |i| -(i as i8 - 127 - 1));
bbgen::formula!(name = T9, [u8; 4], |i| (i as u8).clamp(3, 2));
bbgen::formula!(name = T10, [f32; 4], |i| (i as f32).clamp(1.0, 0.0));
bbgen::formula!(name = T11, [f64; 4], |i| 1.0 / i as f64);

fn main() {}
