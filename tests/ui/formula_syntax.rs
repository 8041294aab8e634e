// Each formula holds one thing a formula cannot.
bbgen::formula!(name = T1, [u8; 4], |i| [1, 2, 3, 4][i]);
bbgen::formula!(name = T2, [u8; 4], |i| (i << 1) as u8);
bbgen::formula!(name = T3, [u8; 4], |i| !(i as u8));
bbgen::formula!(name = T4, [u8; 4], |i| if i > 1 { 1 });
bbgen::formula!(name = T5, [u8; 4], |i| depth as u8);
bbgen::formula!(name = T6, [u8; 4], |i| (i as f64).max::<f64>(1.0) as u8);
bbgen::formula!(name = T7, [u8; 4], |i| ln(i as f64) as u8);
bbgen::formula!(name = T8, [u8; 4], |i| "one");
bbgen::formula!(name = T9, [u8; 4], |i| { 1; 2 });
bbgen::formula!(name = T10, [u8; 4], |i| { let x = 1; });
bbgen::formula!(name = T11, [u8; 4], |i| { let (a, b) = (1, 2); a });
bbgen::formula!(name = T12, [u8; 4], |i| { let x; 1 });

fn main() {}
