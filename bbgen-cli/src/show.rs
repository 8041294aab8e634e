//! `bbgen show`: one entry of a pattern, drawn. The answer comes from the generator's runner
//! (`bbgen_codegen::runner`), which runs the accessor the back ends print on the tables the
//! macro emits; this module only reads the arguments and draws the answer.
//!
//! A set is drawn as an 8 x 8 board, rank 8 on top:
//!
//! ```text
//! rook_attacks(d4, occupancy = b4 g4 d6) = 0x0000080876080808
//!
//!   8  .  .  .  .  .  .  .  .
//!   7  .  .  .  .  .  .  .  .
//!   6  .  .  .  X  .  .  .  .
//!   5  .  .  .  x  .  .  .  .
//!   4  .  X  x  *  x  x  X  .
//!   3  .  .  .  x  .  .  .  .
//!   2  .  .  .  x  .  .  .  .
//!   1  .  .  .  x  .  .  .  .
//!      a  b  c  d  e  f  g  h
//!
//! * a square given   x in the answer   X in the answer and occupied
//! ```
//!
//! A number is printed as it is. Given every argument but its last square, an accessor answering
//! numbers has its answers for every square drawn on the board: the 64 numbers of a table of one
//! square, or a policy map's outputs of one square's moves, `.` where there is none.

use std::fmt::{self, Write as _};

use bbgen_codegen::{Runner, Signature, Ty};

use crate::Diagnostics;

/// Why `bbgen show` cannot answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShowError {
    /// The pattern itself is wrong: the macro's messages.
    Pattern(Diagnostics),
    /// The pattern is right but the arguments are not.
    Arguments(String),
}

impl fmt::Display for ShowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShowError::Pattern(diagnostics) => write!(f, "{diagnostics}"),
            ShowError::Arguments(message) => write!(f, "error: {message}"),
        }
    }
}

impl std::error::Error for ShowError {}

/// What `bbgen show` is asked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Request<'a> {
    /// The arguments of the accessor, in order, as words: `e4`, `white`, `N`, `3`, `d6,b4`.
    pub args: Vec<&'a str>,
    /// The occupied squares, for an accessor that takes an occupancy (`--occupied d6,b4,g4`).
    pub occupied: Option<&'a str>,
    /// Another accessor than the pattern's main one (`--accessor in_between_clear`).
    pub accessor: Option<&'a str>,
}

/// The entry `request` asks of the pattern written as `pattern`, drawn.
///
/// ```
/// use bbgen_cli::{Request, show};
/// let drawn = show("in_between!(triangular)", &Request { args: vec!["c3", "f6"], ..Request::default() }).unwrap();
/// assert!(drawn.starts_with("in_between(c3, f6) = 0x0000001008000000\n"));
/// assert!(drawn.contains("  5  .  .  .  .  x  .  .  .\n"));
///
/// let error = show("in_between!(triangular)", &Request { args: vec!["c3"], ..Request::default() }).unwrap_err();
/// assert_eq!(error.to_string(), "error: `in_between` takes 2 arguments (a: a square, b: a square); 1 given");
/// ```
pub fn show(pattern: &str, request: &Request<'_>) -> Result<String, ShowError> {
    let runner =
        bbgen_codegen::runner(pattern).map_err(|error| ShowError::Pattern(crate::diagnostics(pattern, error)))?;
    show_in(&runner, request)
}

/// [`show`] for a pattern already made ready to run, which several requests can share.
///
/// ```
/// use bbgen_cli::{Request, show_in};
/// let runner = bbgen_codegen::runner("distance!(chebyshev, rectangular)").unwrap();
/// let ask = |a, b| show_in(&runner, &Request { args: vec![a, b], ..Request::default() }).unwrap();
/// assert_eq!(ask("a1", "h8"), "distance_chebyshev(a1, h8) = 7\n");
/// assert_eq!(ask("e4", "e4"), "distance_chebyshev(e4, e4) = 0\n");
/// ```
pub fn show_in(runner: &Runner, request: &Request<'_>) -> Result<String, ShowError> {
    let signature = match request.accessor {
        Some(name) => runner.accessors().iter().find(|s| s.name == name).ok_or_else(|| {
            let names: Vec<String> = runner.accessors().iter().map(|s| format!("`{}`", s.name)).collect();
            ShowError::Arguments(format!("there is no accessor `{name}`; the pattern has {}", names.join(", ")))
        })?,
        None => runner.main().ok_or_else(|| {
            let names: Vec<String> = runner.accessors().iter().map(|s| format!("`{}`", s.name)).collect();
            ShowError::Arguments(format!(
                "the pattern has no accessor of its own: choose one of its parts' with `--accessor`: {}",
                names.join(", ")
            ))
        })?,
    };
    let takes_occupancy = signature.params.iter().any(|&(name, _)| name == OCCUPANCY);
    if request.occupied.is_some() && !takes_occupancy {
        return Err(ShowError::Arguments(format!("`{}` takes no occupancy: leave out `--occupied`", signature.name)));
    }
    let positional: Vec<(&'static str, Ty)> =
        signature.params.iter().copied().filter(|&(name, _)| name != OCCUPANCY).collect();
    let occupied = match request.occupied {
        Some(text) => squares(text).map_err(ShowError::Arguments)?,
        None => 0,
    };
    // Every argument but the last square: the numbers of every square for it, on the board.
    let last_square = signature.params.iter().rposition(|&(_, ty)| ty == Ty::Square);
    if let Some(at) = last_square.filter(|_| request.args.len() + 1 == positional.len() && numeric(signature.ret)) {
        return grid(runner, signature, at, &request.args, occupied);
    }
    if request.args.len() != positional.len() {
        let wanted: Vec<String> = positional.iter().map(|&(name, ty)| format!("{name}: {}", what(ty))).collect();
        return Err(ShowError::Arguments(format!(
            "`{}` takes {} argument{} ({}); {} given",
            signature.name,
            positional.len(),
            if positional.len() == 1 { "" } else { "s" },
            wanted.join(", "),
            request.args.len()
        )));
    }
    let mut flat = Vec::new();
    let mut given = 0u64;
    let mut shown = Vec::new();
    let mut words = request.args.iter();
    for &(name, ty) in &signature.params {
        if name == OCCUPANCY {
            flat.push(occupied);
            shown.push(format!("{name} = {}", square_list(occupied)));
            continue;
        }
        let Some(word) = words.next() else { break };
        let values = argument(ty, word).map_err(|e| ShowError::Arguments(format!("`{name}`: {e}")))?;
        if ty == Ty::Square {
            given |= 1 << values[0];
        }
        flat.extend(&values);
        shown.push((*word).to_owned());
    }
    let answer = runner.run(&signature.name, &flat).map_err(ShowError::Arguments)?;
    let call = format!("{}({})", signature.name, shown.join(", "));
    Ok(draw(&call, signature.ret, &answer, given, occupied))
}

/// The parameter that `--occupied` gives.
const OCCUPANCY: &str = "occupancy";

/// What a parameter of this type is, in words.
fn what(ty: Ty) -> &'static str {
    match ty {
        Ty::Square => "a square",
        Ty::Set => "squares",
        Ty::Color => "a colour",
        Ty::Piece => "a piece",
        Ty::Bool => "true or false",
        Ty::Castling => "castling rights",
        Ty::MaybeRole => "a promotion",
        _ => "a number",
    }
}

/// Whether an answer of this type is a number, which a table of one square draws on the board.
fn numeric(ty: Ty) -> bool {
    matches!(ty, Ty::U8 | Ty::U32 | Ty::U64 | Ty::Index | Ty::Scalar(_) | Ty::Bool | Ty::MaybeU32)
}

/// An argument of type `ty` written as `word`, flattened.
fn argument(ty: Ty, word: &str) -> Result<Vec<u64>, String> {
    match ty {
        Ty::Square => square(word).map(|sq| vec![sq]),
        Ty::Set => squares(word).map(|set| vec![set]),
        Ty::Color => match word {
            "white" | "w" => Ok(vec![0]),
            "black" | "b" => Ok(vec![1]),
            _ => Err(format!("`{word}` is not a colour: expected `white` or `black`")),
        },
        Ty::Piece => {
            let role = "pnbrqk".find(word.to_ascii_lowercase().as_str()).filter(|_| word.len() == 1);
            let role = role.ok_or_else(|| {
                format!("`{word}` is not a piece: expected a FEN letter, `N` a white knight, `q` a black queen")
            })?;
            Ok(vec![role as u64, u64::from(word.chars().all(|c| c.is_ascii_lowercase()))])
        }
        Ty::MaybeRole => match word {
            "-" | "none" => Ok(vec![0]),
            _ => match "pnbrqk".find(word).filter(|&role| word.len() == 1 && role > 0) {
                Some(role) => Ok(vec![role as u64]),
                None => Err(format!("`{word}` is not a promotion: expected `n`, `b`, `r`, `q`, or `-` for none")),
            },
        },
        Ty::Bool => match word {
            "true" => Ok(vec![1]),
            "false" => Ok(vec![0]),
            _ => Err(format!("`{word}` is not `true` or `false`")),
        },
        Ty::Castling => {
            let mut bits = 0;
            for c in word.chars().filter(|_| word != "-") {
                let bit = "KQkq"
                    .find(c)
                    .ok_or_else(|| format!("`{word}` is not castling rights: expected letters of `KQkq`, or `-`"))?;
                bits |= 1 << bit;
            }
            Ok(vec![bits])
        }
        // A pattern of squares (a king's escape squares) or a key: squares, or a number.
        Ty::U64 => number(word).or_else(|_| squares(word)).map(|v| vec![v]),
        _ => number(word).map(|v| vec![v]),
    }
}

/// A square such as `e4`.
fn square(word: &str) -> Result<u64, String> {
    match word.as_bytes() {
        [file @ b'a'..=b'h', rank @ b'1'..=b'8'] => Ok(u64::from(rank - b'1') * 8 + u64::from(file - b'a')),
        _ => Err(format!("`{word}` is not a square: expected a file `a` to `h` and a rank `1` to `8`, such as `e4`")),
    }
}

/// Squares separated by commas, such as `d6,b4,g4`, or `-` for none.
fn squares(word: &str) -> Result<u64, String> {
    if word == "-" {
        return Ok(0);
    }
    word.split(',').try_fold(0, |set, sq| Ok(set | 1 << square(sq.trim())?))
}

/// A number in decimal, or in hex after `0x`.
fn number(word: &str) -> Result<u64, String> {
    let parsed = match word.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(&hex.replace('_', ""), 16),
        None => word.replace('_', "").parse(),
    };
    parsed.map_err(|_| format!("`{word}` is not a number"))
}

/// The name of square `sq`.
fn name(sq: u64) -> String {
    format!("{}{}", char::from(b'a' + (sq % 8) as u8), sq / 8 + 1)
}

/// The squares of `set`, separated by spaces, `-` for none.
fn square_list(set: u64) -> String {
    let names: Vec<String> = (0..64).filter(|sq| set >> sq & 1 == 1).map(name).collect();
    if names.is_empty() { "-".into() } else { names.join(" ") }
}

/// The answer of `call`, drawn: sets on boards, anything else as text.
fn draw(call: &str, ret: Ty, answer: &[u64], given: u64, occupied: u64) -> String {
    match (ret, answer) {
        (Ty::Set, [set]) => format!("{call} = 0x{set:016X}\n\n{}", board(*set, given, occupied)),
        (Ty::SetPair, [straight, diagonal]) => format!(
            "{call}\n\nalong ranks and files = 0x{straight:016X}\n\n{}\nalong diagonals = 0x{diagonal:016X}\n\n{}",
            board(*straight, given, occupied),
            board(*diagonal, given, occupied)
        ),
        (Ty::KingLines, lines) => {
            let mut out = format!("{call}\n");
            for (line, set) in ["rank", "file", "diagonal", "anti-diagonal"].iter().zip(lines) {
                let _ = write!(out, "\n{line} = 0x{set:016X}\n\n{}", board(*set, given, occupied));
            }
            out
        }
        (Ty::MaybeMove, [found, from, to]) => {
            format!("{call} = {}\n", if *found == 1 { format!("{} {}", name(*from), name(*to)) } else { "none".into() })
        }
        (Ty::MaybeU32, [value]) => {
            format!("{call} = {}\n", if *value == u64::MAX { "none".into() } else { value.to_string() })
        }
        (ty, [value]) => format!("{call} = {}\n", number_text(ty, *value)),
        (_, values) => format!("{call} = {values:?}\n"),
    }
}

/// A numeric answer as text: a key in hex, a truth value as a word, a scalar as Rust prints it.
fn number_text(ty: Ty, value: u64) -> String {
    match ty {
        Ty::U64 => format!("0x{value:016X}"),
        Ty::Bool => (value == 1).to_string(),
        Ty::Scalar(scalar) => scalar.text(value),
        _ => value.to_string(),
    }
}

/// An 8 x 8 board, rank 8 on top, with the legend of the marks it uses.
fn board(set: u64, given: u64, occupied: u64) -> String {
    let mut out = String::new();
    let mut used = [false; 5];
    for rank in (0..8).rev() {
        let _ = write!(out, "  {}", rank + 1);
        for file in 0..8 {
            let bit = 1u64 << (rank * 8 + file);
            let (mark, kind) = match (given & bit != 0, set & bit != 0, occupied & bit != 0) {
                (true, false, _) => ('*', 0),
                (true, true, _) => ('@', 1),
                (false, true, false) => ('x', 2),
                (false, true, true) => ('X', 3),
                (false, false, true) => ('o', 4),
                (false, false, false) => ('.', 5),
            };
            if let Some(seen) = used.get_mut(kind) {
                *seen = true;
            }
            let _ = write!(out, "  {mark}");
        }
        out.push('\n');
    }
    out.push_str("     a  b  c  d  e  f  g  h\n");
    let legend = [
        "* a square given",
        "@ a square given, in the answer",
        "x in the answer",
        "X in the answer and occupied",
        "o occupied",
    ];
    let used: Vec<&str> = legend.iter().zip(used).filter(|(_, seen)| *seen).map(|(text, _)| *text).collect();
    if !used.is_empty() {
        let _ = writeln!(out, "\n{}", used.join("   "));
    }
    out
}

/// The numbers an accessor answers for every square as its parameter `at`, the others given as
/// `words` and the occupancy as `occupied`, on the board: a table of one square drawn whole, or
/// a policy map's outputs of one square's moves; `.` where the answer is none.
fn grid(runner: &Runner, signature: &Signature, at: usize, words: &[&str], occupied: u64) -> Result<String, ShowError> {
    let mut args: Vec<Vec<u64>> = Vec::new();
    let mut shown = Vec::new();
    let mut words = words.iter();
    for (i, &(name, ty)) in signature.params.iter().enumerate() {
        if name == OCCUPANCY {
            args.push(vec![occupied]);
            shown.push(format!("{name} = {}", square_list(occupied)));
            continue;
        }
        if i == at {
            args.push(Vec::new());
            shown.push(name.to_owned());
            continue;
        }
        let Some(word) = words.next() else { break };
        args.push(argument(ty, word).map_err(|e| ShowError::Arguments(format!("`{name}`: {e}")))?);
        shown.push((*word).to_owned());
    }
    let mut texts = Vec::with_capacity(64);
    for sq in 0..64 {
        args[at] = vec![sq];
        let answer = runner.run(&signature.name, &args.concat()).map_err(ShowError::Arguments)?;
        texts.push(match (signature.ret, answer.first()) {
            (Ty::MaybeU32, Some(&u64::MAX)) => ".".to_owned(),
            (ret, Some(&value)) => number_text(ret, value),
            (_, None) => String::new(),
        });
    }
    let width = texts.iter().map(String::len).max().unwrap_or(1) + 2;
    let mut out = format!("{}({}) for every square\n\n", signature.name, shown.join(", "));
    for rank in (0..8).rev() {
        let _ = write!(out, "  {}", rank + 1);
        for file in 0..8 {
            let _ = write!(out, "{:>width$}", texts[rank * 8 + file]);
        }
        out.push('\n');
    }
    out.push_str("   ");
    for file in "abcdefgh".chars() {
        let _ = write!(out, "{file:>width$}");
    }
    out.push('\n');
    Ok(out)
}
