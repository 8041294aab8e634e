bbgen::king_buckets! {
    name = KING_BUCKETS,
    12 13 14 15
    12 13 14 15
    8  9  10 11
    8  9  256 11
    4  5  6  7
    4  5  6  7
    0  1  2  3
    0  1  2  3
}

fn main() {
    let _ = (king_buckets(bbgen::Square::A1), king_buckets_mirrored(bbgen::Square::H1));
}
