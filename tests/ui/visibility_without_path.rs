mod m {
    bbgen::king_moore!(vis = pub(in));
}

fn main() {}
