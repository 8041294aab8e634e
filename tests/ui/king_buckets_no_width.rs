bbgen::king_buckets! {
    name = KING_BUCKETS,
    1 2 3 4 5 6
    1 2 3 4 5 6
    1 2 3 4 5 6
    1 2 3 4 5 6
    1 2 3 4 5 6
    1 2 3 4 5 6
    1 2 3 4 5 6
    1 2 3 4 5 6
}

fn main() {
    let _ = (king_buckets(bbgen::Square::A1), king_buckets_mirrored(bbgen::Square::H1));
}
