bbgen::cuckoo!(seed = 10);

fn main() {}
