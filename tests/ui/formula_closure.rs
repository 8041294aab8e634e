// Each closure, or what stands in its place, is wrong in one way.
bbgen::formula!(name = T1, [u8; 4]);
bbgen::formula!(name = T2, [u8; 4], 5);
bbgen::formula!(name = T3, [u8; 4], |i| 0, vis = pub);
bbgen::formula!(name = T4, [u8; 4], async |i| 0);
bbgen::formula!(name = T5, [[u8; 4]; 4], |i| 0);
bbgen::formula!(name = T6, [u8; 4], |i| -> u16 { 0 });
bbgen::formula!(name = T7, [[u8; 4]; 4], |i, i| 0);
bbgen::formula!(name = T8, [u8; 4], |i: u8| 0);
bbgen::formula!(name = T9, [u8; 4], |_| 0);
bbgen::formula!(name = T10, [u8; 4], |r#i| 0);

fn main() {
    // The stubs keep their signatures: calls of them add no errors.
    let _ = (t5(0), t9(0));
}
