// Each table's type is wrong in one way.
bbgen::formula!(name = T1, [char; 4], |i| 0);
bbgen::formula!(name = T2, [u8; N], |i| 0);
bbgen::formula!(name = T3, [u8; 0], |i| 0);
bbgen::formula!(name = T4, [[[[u8; 4]; 4]; 4]; 4], |a, b, c, d| 0);
bbgen::formula!(name = T5, [u64; 200000], |i| 0);
bbgen::formula!(name = T6, u8, |i| 0);

fn main() {}
