mod m {
    bbgen::king_moore!(vis = pub(in crate::m junk));
}

fn main() {}
