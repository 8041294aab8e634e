//! Move text read and written in the context of a position: UCI's long algebraic form, whose
//! castling moves depend on the [`CastlingMode`], and standard algebraic notation (SAN).

#![forbid(unsafe_code)]

use core::fmt;

use crate::{Board, CastlingMode, CastlingSide, Move, ParseMoveError, Role};

/// A move as UCI writes it, made by [`Board::uci`]: from, to and promotion, castling in the
/// mode it was asked for.
///
/// ```
/// use bbgen::{Board, CastlingMode};
/// let board = Board::startpos();
/// let mv = board.parse_uci("g1f3").unwrap();
/// assert_eq!(board.uci(mv, CastlingMode::Standard).to_string(), "g1f3");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UciMove(Move);

impl fmt::Display for UciMove {
    /// `e2e4`, `e7e8q`: from, to, and the promotion's letter.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Move { from, to, promotion } = self.0;
        write!(f, "{from}{to}")?;
        match promotion {
            Some(role) => write!(f, "{}", role.char()),
            None => Ok(()),
        }
    }
}

impl Board {
    /// Reads a move in UCI's long algebraic form (`e2e4`, `e7e8q`) in this position, castling
    /// written either way: as the king onto its own rook (`e1h1`, Chess960), or as the king's
    /// move to its square after castling (`e1g1`, standard chess). In a Chess960 position the
    /// second form can also be a king's step to the next file; it is read as that step, and as
    /// castling only when the king stays or moves two files or more. The result is the move as
    /// [`play`](Board::play) takes it; whether it is legal is for
    /// [`try_play`](Board::try_play) or [`is_legal`](Board::is_legal).
    ///
    /// ```
    /// use bbgen::{Board, Move, Square};
    /// let board = Board::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    /// assert_eq!(board.parse_uci("e1c1"), Ok(Move::new(Square::E1, Square::A1)));
    /// assert_eq!(board.parse_uci("e1a1"), Ok(Move::new(Square::E1, Square::A1)));
    /// assert!(board.parse_uci("e1c9").is_err());
    /// ```
    pub fn parse_uci(&self, text: &str) -> Result<Move, ParseMoveError> {
        let mv = Move::from_uci_text(text)?;
        let us = self.side_to_move;
        if mv.promotion.is_none() && mv.from.file().abs_diff(mv.to.file()) != 1 {
            let side = if mv.to.file() > 3 { CastlingSide::King } else { CastlingSide::Queen };
            if self.pieces(us, Role::King).contains(mv.from)
                && side.king_to(us) == mv.to
                && let Some(rook) = self.castling_rook(us, side)
            {
                return Ok(Move::new(mv.from, rook));
            }
        }
        Ok(mv)
    }

    /// `mv` written in UCI's long algebraic form, castling as `mode` has it: the inverse of
    /// [`parse_uci`](Board::parse_uci). [`Board::castling_mode`] gives the mode the board's FEN
    /// implies.
    ///
    /// ```
    /// use bbgen::{Board, CastlingMode};
    /// let board = Board::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    /// let castle = board.parse_uci("e1c1").unwrap();
    /// assert_eq!(board.uci(castle, CastlingMode::Standard).to_string(), "e1c1");
    /// assert_eq!(board.uci(castle, CastlingMode::Chess960).to_string(), "e1a1");
    /// ```
    pub fn uci(&self, mv: Move, mode: CastlingMode) -> UciMove {
        let us = self.side_to_move;
        let castles = self.pieces(us, Role::King).contains(mv.from) && self.pieces(us, Role::Rook).contains(mv.to);
        if castles && mode == CastlingMode::Standard {
            let side = CastlingSide::of_castling(mv.from, mv.to);
            return UciMove(Move::new(mv.from, side.king_to(us)));
        }
        UciMove(mv)
    }
}

/// Why [`Board::parse_san`] refused a text.
///
/// ```
/// use bbgen::{Board, SanError};
/// let board = Board::startpos();
/// assert_eq!(board.parse_san("Nd2"), Err(SanError::Illegal));
/// assert_eq!(board.parse_san("Kingside"), Err(SanError::Syntax));
/// assert_eq!(SanError::Illegal.to_string(), "no legal move matches the SAN text");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SanError {
    /// The text is not a move in standard algebraic notation.
    Syntax,
    /// No legal move of the position matches the text.
    Illegal,
    /// Several legal moves match: the text leaves out a file or rank it needs.
    Ambiguous,
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SanError::Syntax => "expected a move in standard algebraic notation, such as `Nf3`, `exd5` or `O-O`",
            SanError::Illegal => "no legal move matches the SAN text",
            SanError::Ambiguous => "several legal moves match the SAN text",
        })
    }
}

impl core::error::Error for SanError {}

/// A move in standard algebraic notation, made by [`Board::san`]: written out by `Display`.
///
/// ```
/// use bbgen::Board;
/// let board = Board::startpos();
/// assert_eq!(board.san(board.parse_uci("g1f3").unwrap()).to_string(), "Nf3");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct San<'a> {
    board: &'a Board,
    mv: Move,
}

impl fmt::Display for San<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (board, mv) = (self.board, self.mv);
        let us = board.side_to_move;
        let Some(role) = board.role_on(mv.from).filter(|_| board.is_legal(mv)) else {
            return write!(f, "{}", board.uci(mv, board.castling_mode()));
        };
        if role == Role::King && board.color(us).contains(mv.to) {
            f.write_str(match CastlingSide::of_castling(mv.from, mv.to) {
                CastlingSide::King => "O-O",
                CastlingSide::Queen => "O-O-O",
            })?;
        } else {
            let capture = board.color(!us).contains(mv.to) || (role == Role::Pawn && mv.from.file() != mv.to.file());
            if role == Role::Pawn {
                if capture {
                    write!(f, "{}", char::from(b'a' + mv.from.file()))?;
                }
            } else {
                write!(f, "{}", role.upper_char())?;
                self.disambiguation(f, role)?;
            }
            if capture {
                f.write_str("x")?;
            }
            write!(f, "{}", mv.to)?;
            if let Some(promotion) = mv.promotion {
                write!(f, "={}", promotion.upper_char())?;
            }
        }
        let after = board.applied(mv);
        if after.is_check() {
            f.write_str(if after.legal_move_count() == 0 { "#" } else { "+" })?;
        }
        Ok(())
    }
}

impl San<'_> {
    /// The file, the rank or both of the move's square of departure, where another piece of the
    /// same kind could also move to its target: the file when it tells them apart, else the
    /// rank, else both.
    fn disambiguation(&self, f: &mut fmt::Formatter<'_>, role: Role) -> fmt::Result {
        let (board, mv) = (self.board, self.mv);
        if role == Role::King {
            return Ok(());
        }
        let mut rivals = crate::Bitboard::EMPTY;
        board.generate(|moves| {
            if moves.role == role && moves.from != mv.from && moves.to.contains(mv.to) {
                rivals = rivals.with(moves.from);
            }
        });
        if rivals.is_empty() {
            return Ok(());
        }
        let file = char::from(b'a' + mv.from.file());
        let rank = char::from(b'1' + mv.from.rank());
        if rivals.into_iter().all(|sq| sq.file() != mv.from.file()) {
            write!(f, "{file}")
        } else if rivals.into_iter().all(|sq| sq.rank() != mv.from.rank()) {
            write!(f, "{rank}")
        } else {
            write!(f, "{file}{rank}")
        }
    }
}

/// A SAN text taken apart: what it says of the move.
struct SanParts {
    role: Role,
    from_file: Option<u8>,
    from_rank: Option<u8>,
    capture: bool,
    to: crate::Square,
    promotion: Option<Role>,
}

/// Reads a SAN text other than castling, its check or mate suffix and annotations already
/// removed: `[piece][file][rank][x]square[[=]promotion]`.
fn san_parts(text: &str) -> Option<SanParts> {
    let mut bytes = text.as_bytes();
    // SAN names every piece but the pawn by its upper-case letter; lower-case letters are files.
    let piece = |b: u8| Role::from_char(b as char).filter(|&role| b.is_ascii_uppercase() && role != Role::Pawn);
    let mut promotion = None;
    if let [rest @ .., last] = bytes
        && let Some(role) = piece(*last).filter(|&role| role != Role::King)
    {
        promotion = Some(role);
        bytes = rest.strip_suffix(b"=").unwrap_or(rest);
    }
    let [rest @ .., file @ b'a'..=b'h', rank @ b'1'..=b'8'] = bytes else { return None };
    let to = crate::Square::from_file_rank(file - b'a', rank - b'1')?;
    let (role, mut rest) = match rest {
        [first, rest @ ..] if piece(*first).is_some() => (piece(*first)?, rest),
        _ => (Role::Pawn, rest),
    };
    let capture = matches!(rest, [.., b'x' | b':']);
    if capture {
        rest = &rest[..rest.len() - 1];
    }
    let (from_file, from_rank) = match rest {
        [] => (None, None),
        [f @ b'a'..=b'h'] => (Some(f - b'a'), None),
        [r @ b'1'..=b'8'] => (None, Some(r - b'1')),
        [f @ b'a'..=b'h', r @ b'1'..=b'8'] => (Some(f - b'a'), Some(r - b'1')),
        _ => return None,
    };
    Some(SanParts { role, from_file, from_rank, capture, to, promotion })
}

impl Board {
    /// `mv` in standard algebraic notation (SAN): the piece letter, the file, rank or square of
    /// departure where another piece of its kind could reach the same square, `x` for a
    /// capture, the target, `=Q` for a promotion, `O-O` and `O-O-O` for castling, and `+` for
    /// check or `#` for mate. SAN names legal moves only: an illegal `mv` is written in UCI's
    /// form instead, in the board's [`castling_mode`](Board::castling_mode).
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -").unwrap();
    /// let san = |uci| board.san(board.parse_uci(uci).unwrap()).to_string();
    /// assert_eq!(san("e1g1"), "O-O");
    /// assert_eq!(san("d5e6"), "dxe6");
    /// assert_eq!(san("c3b5"), "Nb5");
    /// assert_eq!(san("e5f7"), "Nxf7");
    /// assert_eq!(san("e2a6"), "Bxa6");
    /// assert_eq!(san("e1e3"), "e1e3"); // illegal: no SAN for it
    /// ```
    pub fn san(&self, mv: Move) -> San<'_> {
        San { board: self, mv }
    }

    /// Reads a move in standard algebraic notation in this position, accepting the usual
    /// variants: `0-0` for `O-O`, a missing or extra check or mate suffix, annotations such as
    /// `!?`, a promotion without `=`, a capture without `x`, and more of the square of departure
    /// than needed. Text that matches no legal move, or several, is refused.
    ///
    /// ```
    /// use bbgen::{Board, SanError};
    /// let board = Board::from_fen("4k3/1P6/8/8/8/2N3N1/8/R3K2R w KQ - 0 1").unwrap();
    /// assert_eq!(board.parse_san("0-0-0").unwrap(), board.parse_uci("e1c1").unwrap());
    /// assert_eq!(board.parse_san("b8Q+").unwrap(), board.parse_uci("b7b8q").unwrap());
    /// assert_eq!(board.parse_san("Nce4").unwrap(), board.parse_uci("c3e4").unwrap());
    /// assert_eq!(board.parse_san("Ne4"), Err(SanError::Ambiguous));
    /// ```
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        let text = text.trim_end_matches(['+', '#', '!', '?']);
        let us = self.side_to_move;
        let king_side = matches!(text, "O-O" | "0-0");
        if king_side || matches!(text, "O-O-O" | "0-0-0") {
            let side = if king_side { CastlingSide::King } else { CastlingSide::Queen };
            let rook = self.castling_rook(us, side).ok_or(SanError::Illegal)?;
            let mv = Move::new(self.king(us), rook);
            return if self.is_legal(mv) { Ok(mv) } else { Err(SanError::Illegal) };
        }
        let parts = san_parts(text).ok_or(SanError::Syntax)?;
        if self.color(us).contains(parts.to) {
            return Err(SanError::Illegal);
        }
        let mut found = None;
        let mut ambiguous = false;
        self.generate(|moves| {
            if moves.role != parts.role || !moves.to.contains(parts.to) {
                return;
            }
            let from = moves.from;
            let fits = parts.from_file.is_none_or(|file| file == from.file())
                && parts.from_rank.is_none_or(|rank| rank == from.rank());
            let captures =
                self.color(!us).contains(parts.to) || (parts.role == Role::Pawn && from.file() != parts.to.file());
            // A pawn's capture names the file it leaves; any other may leave out its `x`.
            let pawn_file = parts.role != Role::Pawn || from.file() == parts.to.file() || parts.from_file.is_some();
            if fits && pawn_file && (captures || !parts.capture) {
                ambiguous |= found.is_some();
                found = Some(Move { from, to: parts.to, promotion: parts.promotion });
            }
        });
        match found {
            _ if ambiguous => Err(SanError::Ambiguous),
            Some(mv) if self.is_legal(mv) => Ok(mv),
            _ => Err(SanError::Illegal),
        }
    }
}
