bbgen::rook_attacks!(rotated);

fn main() {}
