//! `bbgen show` against the Rust expansions this crate compiles: for every canonical pattern,
//! every accessor, called with arguments written as a user writes them (`e4`, `N`, `white`,
//! `--occupied d6,b4`) on inputs sampled from the C header test's domain; what `show` prints
//! (the number, or the sets its boards draw and the hex beside them) is read back and must equal
//! the compiled accessor's answer, and every square given must be marked on the boards. An
//! accessor answering numbers, given every argument but its last square, draws its answers for
//! every square (a table of one square whole, a policy map's outputs of a square's moves): that
//! board is read back square by square.

mod accessors;

use accessors::{domain, over_canonical, reference, width};
use bbgen_cli::{Request, show_in};
use bbgen_codegen::{Scalar, Signature, Ty};

/// How many argument lists each accessor is shown with, at most.
const SAMPLES: usize = 200;

/// The name of square `sq`.
fn square(sq: u64) -> String {
    format!("{}{}", char::from(b'a' + (sq % 8) as u8), sq / 8 + 1)
}

/// A set as `show` reads one: squares separated by commas, `-` for none.
fn squares(set: u64) -> String {
    let names: Vec<String> = (0..64).filter(|sq| set >> sq & 1 == 1).map(square).collect();
    if names.is_empty() { "-".into() } else { names.join(",") }
}

/// The words of flattened arguments, and the occupancy for `--occupied`.
fn words(f: &Signature, mut flat: &[u64]) -> (Vec<String>, Option<String>) {
    let (mut words, mut occupied) = (Vec::new(), None);
    for &(name, ty) in &f.params {
        let value = flat[0];
        let word = match ty {
            Ty::Square => square(value),
            Ty::Set => squares(value),
            Ty::Color => ["white", "black"][value as usize].into(),
            Ty::Bool => (value == 1).to_string(),
            Ty::Castling => {
                let letters: String =
                    "KQkq".chars().enumerate().filter(|(i, _)| value >> i & 1 == 1).map(|(_, c)| c).collect();
                if letters.is_empty() { "-".into() } else { letters }
            }
            Ty::Piece => {
                let letter = "pnbrqk".as_bytes()[value as usize];
                char::from(if flat[1] == 0 { letter.to_ascii_uppercase() } else { letter }).to_string()
            }
            Ty::MaybeRole => {
                if value == 0 {
                    "-".into()
                } else {
                    char::from(b"pnbrqk"[value as usize]).to_string()
                }
            }
            Ty::U64 => format!("0x{value:X}"),
            _ => value.to_string(),
        };
        flat = &flat[width(ty)..];
        if name == "occupancy" {
            occupied = Some(if ty == Ty::Set { word } else { squares(value) });
        } else {
            words.push(word);
        }
    }
    (words, occupied)
}

/// The sets the boards of `drawn` show (`x`, `X` and `@` in the answer), in order, and the
/// squares marked as given (`*` and `@`) on each.
fn boards(drawn: &str) -> Vec<(u64, u64)> {
    let rows: Vec<&str> = drawn
        .lines()
        .filter(|line| line.len() == 27 && line.starts_with("  ") && line.as_bytes()[2].is_ascii_digit())
        .collect();
    rows.chunks(8)
        .map(|board| {
            let (mut set, mut given) = (0, 0);
            for (row, line) in board.iter().enumerate() {
                let rank = 7 - row as u64;
                for (file, mark) in line[3..].split_whitespace().enumerate() {
                    let bit = 1u64 << (rank * 8 + file as u64);
                    if matches!(mark, "x" | "X" | "@") {
                        set |= bit;
                    }
                    if matches!(mark, "*" | "@") {
                        given |= bit;
                    }
                }
            }
            (set, given)
        })
        .collect()
}

/// The hex numbers written after `= 0x` in `drawn`.
fn hexes(drawn: &str) -> Vec<u64> {
    drawn.split("= 0x").skip(1).map(|rest| u64::from_str_radix(&rest[..16], 16).unwrap()).collect()
}

/// A number as `show` writes it, as the accessor's bits.
fn number(ty: Ty, text: &str) -> u64 {
    match ty {
        Ty::Bool => u64::from(text == "true"),
        Ty::U64 => u64::from_str_radix(text.trim_start_matches("0x"), 16).unwrap(),
        Ty::Scalar(Scalar::F32) => u64::from(text.parse::<f32>().unwrap().to_bits()),
        Ty::Scalar(Scalar::F64) => text.parse::<f64>().unwrap().to_bits(),
        Ty::Scalar(Scalar::I8 | Scalar::I16 | Scalar::I32 | Scalar::I64) => text.parse::<i64>().unwrap() as u64,
        _ => text.parse().unwrap(),
    }
}

/// What `drawn` says the answer is, flattened as the accessors' answers are, and the squares
/// marked as given on its boards (none where it draws none).
fn answer(f: &Signature, drawn: &str) -> (Vec<u64>, Option<u64>) {
    let value = drawn.lines().next().unwrap().rsplit(" = ").next().unwrap();
    match f.ret {
        Ty::Set | Ty::SetPair | Ty::KingLines => {
            let boards = boards(drawn);
            let sets: Vec<u64> = boards.iter().map(|(set, _)| *set).collect();
            assert_eq!(sets, hexes(drawn), "the boards and their numbers differ:\n{drawn}");
            let given = boards.iter().map(|(_, given)| *given).fold(0, |a, b| a | b);
            (sets, Some(given))
        }
        Ty::MaybeMove => match value.split_once(' ') {
            Some((from, to)) => {
                let sq = |name: &str| {
                    let b = name.as_bytes();
                    u64::from(b[1] - b'1') * 8 + u64::from(b[0] - b'a')
                };
                (vec![1, sq(from), sq(to)], None)
            }
            None => (vec![0, 0, 0], None),
        },
        Ty::MaybeU32 => (vec![if value == "none" { u64::MAX } else { value.parse().unwrap() }], None),
        ty => (vec![number(ty, value)], None),
    }
}

fn check(module: &str, source: &str) -> usize {
    let runner = bbgen_codegen::runner(source).unwrap_or_else(|e| panic!("{source}: {e}"));
    let shape = bbgen_codegen::tables(source).unwrap().first().map(|(_, t)| t.shape.clone()).unwrap_or_default();
    let mut shown = 0;
    for f in runner.accessors().iter().filter(|f| f.ret != Ty::Sse41U32) {
        let wide: usize = f.params.iter().map(|&(_, ty)| width(ty)).sum();
        let all = domain(&f.params.iter().map(|&(_, ty)| ty).collect::<Vec<_>>(), &shape);
        let step = (all.len() / wide).div_ceil(SAMPLES).max(1);
        let args: Vec<u64> = all.chunks(wide).step_by(step).flatten().copied().collect();
        let rust = reference(module, &f.name, wide)(&args);
        let per_call = rust.len() / (args.len() / wide);
        for (call, want) in args.chunks(wide).zip(rust.chunks(per_call)) {
            let (words, occupied) = words(f, call);
            let request = Request {
                args: words.iter().map(String::as_str).collect(),
                occupied: occupied.as_deref(),
                accessor: Some(&f.name),
            };
            let drawn = show_in(&runner, &request).unwrap_or_else(|e| panic!("{source}: `{}` {words:?}: {e}", f.name));
            let (got, given) = answer(f, &drawn);
            assert_eq!(got, want, "{source}: `bbgen show` of `{}` {words:?} differs from Rust:\n{drawn}", f.name);
            if let Some(given) = given {
                let squares = f.params.iter().scan(0, |at, &(_, ty)| {
                    *at += width(ty);
                    Some((ty, call[*at - width(ty)]))
                });
                let expected = squares.filter(|(ty, _)| *ty == Ty::Square).fold(0, |set, (_, sq)| set | 1 << sq);
                assert_eq!(given, expected, "{source}: the squares given are not marked:\n{drawn}");
            }
            shown += 1;
        }
        // Without its last square, an accessor answering numbers draws them for every square: a
        // table of one square whole, or a policy map's outputs of a square's moves. A few argument
        // lists each.
        let last = f.params.iter().rposition(|&(_, ty)| ty == Ty::Square);
        let numeric = matches!(f.ret, Ty::U8 | Ty::U32 | Ty::Bool | Ty::Scalar(_) | Ty::MaybeU32);
        if let Some(at) = last.filter(|_| numeric) {
            let offset: usize = f.params[..at].iter().map(|&(_, ty)| width(ty)).sum();
            let step = (all.len() / wide).div_ceil(4).max(1);
            for call in all.chunks(wide).step_by(step) {
                let (words, occupied) = words(f, call);
                let mut words: Vec<&str> = words.iter().map(String::as_str).collect();
                let named = f.params[..at].iter().filter(|&&(name, _)| name != "occupancy").count();
                words.remove(named);
                let request = Request { args: words, occupied: occupied.as_deref(), accessor: Some(&f.name) };
                let drawn = show_in(&runner, &request).unwrap();
                let every: Vec<u64> = (0..64)
                    .flat_map(|sq| {
                        let mut args = call.to_vec();
                        args[offset] = sq;
                        args
                    })
                    .collect();
                let rust = reference(module, &f.name, wide)(&every);
                let rows: Vec<&str> = drawn.lines().skip(2).take(8).collect();
                for (row, line) in rows.iter().enumerate() {
                    let mut cells = line.split_whitespace();
                    assert_eq!(cells.next(), Some((8 - row).to_string().as_str()), "{drawn}");
                    for (file, cell) in cells.enumerate() {
                        let got = if cell == "." { u64::MAX } else { number(f.ret, cell) };
                        assert_eq!(got, rust[(7 - row) * 8 + file], "{source}: `{}` by square:\n{drawn}", f.name);
                    }
                }
                shown += 1;
            }
        }
    }
    shown
}

#[test]
fn show_draws_what_every_canonical_accessor_answers() {
    let patterns = bbgen_codegen::CANONICAL;
    let shown = over_canonical(check);
    println!("{shown} answers of {} patterns' accessors drawn as compiled", patterns.len());
    assert!(shown > 15_000);
}

/// The messages for the mistakes `bbgen show` names: an unknown square, too few or too many
/// squares, an occupancy for a pattern that takes none, an unknown accessor; and a wrong pattern
/// gives the macro's own message.
#[test]
fn show_explains_its_mistakes() {
    let ask = |pattern: &str, args: &[&str], occupied: Option<&str>| {
        let request = Request { args: args.to_vec(), occupied, accessor: None };
        bbgen_cli::show(pattern, &request).unwrap_err().to_string()
    };
    assert_eq!(
        ask("king_zone!(ring)", &["e9"], None),
        "error: `king`: `e9` is not a square: expected a file `a` to `h` and a rank `1` to `8`, such as `e4`"
    );
    assert_eq!(
        ask("in_between!(triangular)", &["c3"], None),
        "error: `in_between` takes 2 arguments (a: a square, b: a square); 1 given"
    );
    assert_eq!(
        ask("king_moore!()", &["e4", "f5"], None),
        "error: `king_moore` takes 1 argument (sq: a square); 2 given"
    );
    assert_eq!(
        ask("king_moore!()", &["e4"], Some("e5")),
        "error: `king_moore` takes no occupancy: leave out `--occupied`"
    );
    assert_eq!(
        ask("rook_attacks!(magic)", &["d4"], Some("d6,i4")),
        "error: `i4` is not a square: expected a file `a` to `h` and a rank `1` to `8`, such as `e4`"
    );
    assert_eq!(
        ask("zobrist!(polyglot)", &["X", "e4"], None),
        "error: `piece`: `X` is not a piece: expected a FEN letter, `N` a white knight, `q` a black queen"
    );
    let unknown =
        bbgen_cli::show("king_lines!()", &Request { args: vec!["e4"], occupied: None, accessor: Some("rays") });
    assert!(
        unknown
            .unwrap_err()
            .to_string()
            .starts_with("error: there is no accessor `rays`; the pattern has `king_lines`, ")
    );
    let pattern = ask("in_between!(diagonal)", &["c3", "f6"], None);
    assert!(pattern.starts_with("error: expected one of: `rectangular`"), "{pattern}");
    assert!(pattern.contains("\n1 | in_between!(diagonal)\n  |             ^^^^^^^^"), "{pattern}");
}
