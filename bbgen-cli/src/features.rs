//! `bbgen features NAME FEN [--moves]`: the NNUE inputs of a position, as a canonical input or
//! set of inputs numbers them, and with `--moves` what each legal move changes: for people whose
//! trainer and engine disagree on an index, and for checking the inputs from outside.
//!
//! The output is fixed, one line per side and input, then with `--moves` one line per move:
//!
//! ```text
//! white psq: 12 40 ...
//! white threats: ...
//! ...
//! e2e4 white psq -a +b white threats -c +d ... black psq ...
//! ```
//!
//! Indices come ascending, as the network numbers them (Stockfish's pawn pairs from 59,808). A
//! move's changes are net, an index the move both removes and adds appearing in neither, the
//! removed ones (`-`) before the added ones (`+`); an input that the move changes whole prints
//! `refresh` instead. The indices come from the generator's runner, which runs the accessors the
//! back ends print on the tables the macro emits, over the runtime's board, its threats and its
//! legal moves.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use bbgen_codegen::{Runner, Ty};
use bbgen_core::{Board, Color, Square};

/// The pieces of a side, as the runner reads them: role then colour.
fn piece(board: &Board, sq: Square) -> Option<[u64; 2]> {
    board.piece_at(sq).map(|piece| [piece.role as u64, piece.color as u64])
}

/// What an input is, told by its accessor's parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// `nnue_psq!`: (perspective, piece, square, king).
    PieceSquare,
    /// `nnue_threats!`: (perspective, attacker, from, attacked, to, king).
    Threats,
    /// `nnue_pawn_pairs!`: (perspective, colour, square, colour, square, king).
    PawnPairs,
}

/// One input of a canonical layout: its name as the output prints it, its accessor and kind.
struct Input {
    name: String,
    accessor: String,
    kind: Kind,
}

/// The canonical NNUE layouts by name: each invocation whose name is `NAME` and whose pattern
/// emits inputs.
fn layout(name: &str) -> Result<(Runner, Vec<Input>), String> {
    let named =
        |pattern: &str| pattern.contains(&format!("name = {name},")) || pattern.contains(&format!("name = {name})"));
    let found = bbgen_codegen::CANONICAL.iter().find(|(_, pattern)| named(pattern));
    let nnue: Vec<String> = bbgen_codegen::CANONICAL
        .iter()
        .filter(|(_, pattern)| pattern.starts_with("nnue_"))
        .filter_map(|(_, pattern)| {
            let start = pattern.find("name = ")? + "name = ".len();
            let end = start + pattern[start..].find([',', ')'])?;
            Some(pattern[start..end].to_owned())
        })
        .collect();
    let unknown = || format!("`{name}` is no canonical NNUE input: one of {}", nnue.join(", "));
    let (_, pattern) = found.filter(|(_, pattern)| pattern.starts_with("nnue_")).ok_or_else(unknown)?;
    let runner = bbgen_codegen::runner(pattern).map_err(|error| error.to_string())?;
    let own = name.to_lowercase();
    let inputs = runner
        .accessors()
        .iter()
        .filter_map(|signature| {
            let types: Vec<Ty> = signature.params.iter().map(|&(_, ty)| ty).collect();
            let kind = match (types.as_slice(), signature.ret) {
                ([Ty::Color, Ty::Piece, Ty::Square, Ty::Square], Ty::U32) => Kind::PieceSquare,
                ([Ty::Color, Ty::Piece, Ty::Square, Ty::Piece, Ty::Square, Ty::Square], Ty::MaybeU32) => Kind::Threats,
                ([Ty::Color, Ty::Color, Ty::Square, Ty::Color, Ty::Square, Ty::Square], Ty::U32) => Kind::PawnPairs,
                _ => return None,
            };
            // A set's input is named after the set and itself; a single input prints its own name.
            let input = signature.name.strip_prefix(&format!("{own}_")).unwrap_or(&signature.name);
            Some(Input { name: input.to_owned(), accessor: signature.name.clone(), kind })
        })
        .collect();
    Ok((runner, inputs))
}

/// The active inputs of `board` for `input` from `perspective`, ascending.
fn active(runner: &Runner, input: &Input, board: &Board, perspective: Color) -> Result<BTreeSet<u32>, String> {
    let king = board.king(perspective) as u64;
    let side = perspective as u64;
    let run = |args: &[u64]| runner.run(&input.accessor, args).map(|answer| answer[0]);
    let mut indices = BTreeSet::new();
    match input.kind {
        Kind::PieceSquare => {
            for sq in board.occupied() {
                let [role, color] = piece(board, sq).ok_or("an occupied square without a piece")?;
                indices.insert(run(&[side, role, color, sq as u64, king])?);
            }
        }
        Kind::Threats => {
            for threat in board.threats() {
                let (a, d) = (threat.attacker, threat.attacked);
                let args = [side, a.role as u64, a.color as u64, threat.from as u64, d.role as u64, d.color as u64];
                // `None` comes back as `u64::MAX`: a pair the map does not count.
                let index = run(&[&args[..], &[threat.to as u64, king]].concat())?;
                if index != u64::MAX {
                    indices.insert(index);
                }
            }
        }
        Kind::PawnPairs => {
            let band = format!("{}_band", input.accessor);
            let pawns = board.role(bbgen_core::Role::Pawn);
            for a in pawns {
                let paired = runner.run(&band, &[a as u64])?[0];
                let [_, color_a] = piece(board, a).ok_or("a pawn without a piece")?;
                for b in pawns.into_iter().filter(|&b| b > a && paired >> b as u8 & 1 == 1) {
                    let [_, color_b] = piece(board, b).ok_or("a pawn without a piece")?;
                    indices.insert(run(&[side, color_a, a as u64, color_b, b as u64, king])?);
                }
            }
        }
    }
    indices.into_iter().map(|index| u32::try_from(index).map_err(|_| format!("index {index} is over 2^32"))).collect()
}

/// The side's name as the output prints it.
fn side(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The lines `bbgen features NAME FEN [--moves]` prints, or why it cannot.
///
/// ```
/// let lines = bbgen_cli::features("PP_3WIDE", "4k3/8/4p3/4P3/3P4/8/8/6K1 w - - 0 1", false).unwrap();
/// assert_eq!(lines, "white pp_3wide: 60179 63231 63238\nblack pp_3wide: 62030 62669 62725\n");
///
/// let moves = bbgen_cli::features("STOCKFISH", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", true).unwrap();
/// assert!(moves.lines().any(|line| line.starts_with("e1d1 white psq refresh white threats refresh")));
/// // The pawn's input moves from e2 to e4 in the king's bucket (e1's, 31 of 704 inputs).
/// assert!(moves.contains("e2e4 white psq -21836 +21852 white threats"));
/// assert!(moves.contains(" black psq -21940 +21924 black threats"));
///
/// let error = bbgen_cli::features("KING_ZONE", "8/8/8/8/8/8/8/8 w - - 0 1", false).unwrap_err();
/// assert!(error.starts_with("`KING_ZONE` is no canonical NNUE input: one of "));
/// ```
pub fn features(name: &str, fen: &str, moves: bool) -> Result<String, String> {
    let (runner, inputs) = layout(name)?;
    let board = Board::from_fen(fen).map_err(|error| format!("{fen}: {error}"))?;
    let mut out = String::new();
    let mut before = Vec::new();
    for perspective in Color::ALL {
        for input in &inputs {
            let indices = active(&runner, input, &board, perspective)?;
            let listed: Vec<String> = indices.iter().map(u32::to_string).collect();
            let _ = writeln!(out, "{} {}: {}", side(perspective), input.name, listed.join(" "));
            before.push(indices);
        }
    }
    if !moves {
        return Ok(out);
    }
    let mode = board.castling_mode();
    for mv in board.legal_moves() {
        let after = board.played(mv);
        let mut line = board.uci(mv, mode).to_string();
        let mut previous = before.iter();
        for perspective in Color::ALL {
            let (from, to) = (board.king(perspective) as u64, after.king(perspective) as u64);
            for input in &inputs {
                let old = previous.next().ok_or("an input without its indices")?;
                let _ = write!(line, " {} {}", side(perspective), input.name);
                let refresh = runner.run(&format!("{}_refresh", input.accessor), &[perspective as u64, from, to])?;
                if refresh[0] == 1 {
                    line.push_str(" refresh");
                    continue;
                }
                let new = active(&runner, input, &after, perspective)?;
                old.difference(&new).for_each(|index| {
                    let _ = write!(line, " -{index}");
                });
                new.difference(old).for_each(|index| {
                    let _ = write!(line, " +{index}");
                });
            }
        }
        out.push_str(&line);
        out.push('\n');
    }
    Ok(out)
}
