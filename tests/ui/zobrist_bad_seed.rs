bbgen::zobrist!(seed = -1);
bbgen::zobrist!(seed = 18446744073709551616, name = HUGE);
bbgen::zobrist!(seed = 1i32, name = TYPED);

fn main() {}
