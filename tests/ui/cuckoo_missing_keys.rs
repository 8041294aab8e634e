// No keys named at all; the stub keeps the call below free of errors of its own.
bbgen::cuckoo!();

fn main() {
    let _ = cuckoo(0);
}
