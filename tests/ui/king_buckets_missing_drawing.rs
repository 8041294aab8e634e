bbgen::king_buckets!(name = KING_BUCKETS);

fn main() {
    let _ = (king_buckets(bbgen::Square::A1), king_buckets_mirrored(bbgen::Square::H1));
}
