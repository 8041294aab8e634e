//! Reading and writing Forsyth-Edwards Notation.

#![forbid(unsafe_code)]

use core::fmt;
use core::str::FromStr;

use crate::movegen::LAST_RANKS;
use crate::{Bitboard, Board, Castling, CastlingSide, Color, Piece, Role, Square};

/// The part of a FEN record an error is about.
///
/// ```
/// use bbgen::{Board, FenField};
/// let error = Board::from_fen("4k3/8/8/8/8/8/8/4K3 x - - 0 1").unwrap_err();
/// assert_eq!(error.field(), FenField::SideToMove);
/// assert_eq!(FenField::SideToMove.to_string(), "field 2 (side to move)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FenField {
    /// The record as a whole: how many fields it has.
    Record,
    /// Field 1, the piece placement.
    Placement,
    /// Field 2, the side to move.
    SideToMove,
    /// Field 3, the castling rights.
    Castling,
    /// Field 4, the en passant square.
    EnPassant,
    /// Field 5, the halfmove clock.
    HalfmoveClock,
    /// Field 6, the fullmove number.
    FullmoveNumber,
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenField::Record => "record",
            FenField::Placement => "field 1 (piece placement)",
            FenField::SideToMove => "field 2 (side to move)",
            FenField::Castling => "field 3 (castling rights)",
            FenField::EnPassant => "field 4 (en passant square)",
            FenField::HalfmoveClock => "field 5 (halfmove clock)",
            FenField::FullmoveNumber => "field 6 (fullmove number)",
        })
    }
}

/// Why a string is not a FEN record of a legal position: which field, and what is wrong with it.
///
/// ```
/// use bbgen::{Board, FenField};
/// let error = Board::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
/// assert_eq!(error.field(), FenField::Placement);
/// assert_eq!(error.to_string(), "bad FEN, field 1 (piece placement): white has no king");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FenError {
    field: FenField,
    reason: &'static str,
}

impl FenError {
    const fn new(field: FenField, reason: &'static str) -> FenError {
        FenError { field, reason }
    }

    /// The field at fault.
    ///
    /// ```
    /// use bbgen::{Board, FenField};
    /// let error = Board::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 x").unwrap_err();
    /// assert_eq!(error.field(), FenField::FullmoveNumber);
    /// ```
    pub const fn field(&self) -> FenField {
        self.field
    }

    /// What is wrong with it.
    ///
    /// ```
    /// use bbgen::Board;
    /// let error = Board::from_fen("4k3/8/8/8/8/8/8/4K3 w K -").unwrap_err();
    /// assert_eq!(error.reason(), "a castling right with no rook of that colour on the king's rank, on that side");
    /// ```
    pub const fn reason(&self) -> &'static str {
        self.reason
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad FEN, {}: {}", self.field, self.reason)
    }
}

impl core::error::Error for FenError {}

impl Board {
    /// Reads a FEN record: six fields, or four with the two move counters left out (they are then
    /// 0 and 1). Refuses, with the field and the reason, anything that is not a legal position:
    /// each side needs one king, pawns stay off the first and last ranks, a side's pawns and
    /// promoted pieces (those beyond one queen, two rooks, two bishops and two knights) number
    /// at most eight, the side that has just moved may not be in check, castling rights and the
    /// en passant square must fit the pieces, and the counters are plain decimal numbers, the
    /// fullmove number from 1.
    ///
    /// ```
    /// use bbgen::Board;
    /// let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -";
    /// let board = Board::from_fen(kiwipete).unwrap();
    /// assert_eq!(board.to_string(), format!("{kiwipete} 0 1"));
    /// assert!(Board::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1").is_err());
    /// ```
    pub fn from_fen(fen: &str) -> Result<Board, FenError> {
        let mut fields = fen.split_ascii_whitespace();
        let (Some(placement), Some(side), Some(castling), Some(en_passant)) =
            (fields.next(), fields.next(), fields.next(), fields.next())
        else {
            return Err(FenError::new(FenField::Record, "expected 6 fields, or 4 without the move counters"));
        };
        let counters = (fields.next(), fields.next(), fields.next());
        let (halfmove, fullmove) = match counters {
            (None, _, _) => (0, 1),
            (Some(halfmove), Some(fullmove), None) => {
                match (
                    read_counter(halfmove, FenField::HalfmoveClock)?,
                    read_counter(fullmove, FenField::FullmoveNumber)?,
                ) {
                    (_, 0) => return Err(FenError::new(FenField::FullmoveNumber, "expected a number from 1")),
                    counters => counters,
                }
            }
            _ => return Err(FenError::new(FenField::Record, "expected 6 fields, or 4 without the move counters")),
        };
        let mut board = Board::EMPTY;
        read_placement(&mut board, placement)?;
        board.side_to_move = match side {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(FenError::new(FenField::SideToMove, "expected `w` or `b`")),
        };
        read_castling(&mut board, castling)?;
        board.en_passant = read_en_passant(&board, en_passant)?;
        board.halfmove_clock = halfmove;
        board.fullmove_number = fullmove;
        check_position(&board)?;
        board.key_without_en_passant = crate::hash::key_without_en_passant(&board);
        Ok(board)
    }
}

/// A move counter: decimal digits only, with no sign.
fn read_counter(text: &str, field: FenField) -> Result<u32, FenError> {
    let digits = text.bytes().all(|b| b.is_ascii_digit());
    digits.then(|| text.parse().ok()).flatten().ok_or(FenError::new(field, "expected a whole number"))
}

impl FromStr for Board {
    type Err = FenError;

    fn from_str(fen: &str) -> Result<Board, FenError> {
        Board::from_fen(fen)
    }
}

fn read_placement(board: &mut Board, placement: &str) -> Result<(), FenError> {
    let error = |reason| Err(FenError::new(FenField::Placement, reason));
    let mut ranks = 0;
    for (i, rank_text) in placement.split('/').enumerate() {
        let Some(rank) = 7u8.checked_sub(i as u8) else {
            return error("more than 8 ranks");
        };
        let mut file = 0u8;
        for c in rank_text.chars() {
            if let Some(run) = c.to_digit(10) {
                if !(1..=8).contains(&run) {
                    return error("a run of empty squares is a digit from 1 to 8");
                }
                file += run as u8;
            } else {
                let Some(piece) = Piece::from_char(c) else {
                    return error("expected a piece letter from `PNBRQKpnbrqk` or a digit");
                };
                let Some(sq) = Square::from_file_rank(file, rank) else {
                    return error("a rank holds more than 8 squares");
                };
                board.put(sq, piece);
                file += 1;
            }
            if file > 8 {
                return error("a rank holds more than 8 squares");
            }
        }
        if file < 8 {
            return error("a rank holds fewer than 8 squares");
        }
        ranks += 1;
    }
    if ranks < 8 {
        return error("fewer than 8 ranks");
    }
    Ok(())
}

/// Reads the castling field into `board`: `KQkq` (X-FEN, the outermost rook on that side of the
/// king, as in standard chess) and the rooks' files (Shredder-FEN, `HAha`), which X-FEN also uses
/// for a rook that is not the outermost.
fn read_castling(board: &mut Board, text: &str) -> Result<(), FenError> {
    let error = |reason| Err(FenError::new(FenField::Castling, reason));
    if text == "-" {
        return Ok(());
    }
    for c in text.chars() {
        let color = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
        let Some(king) = (board.pieces(color, Role::King) & Bitboard::rank(color.back_rank())).first() else {
            return error("a castling right for a king that is not on its first rank");
        };
        let (side, rook) = match c.to_ascii_lowercase() {
            'k' => (CastlingSide::King, outermost_rook(board, color, king, CastlingSide::King)),
            'q' => (CastlingSide::Queen, outermost_rook(board, color, king, CastlingSide::Queen)),
            file @ 'a'..='h' => {
                let file = file as u8 - b'a';
                let side = if file > king.file() { CastlingSide::King } else { CastlingSide::Queen };
                let rooks = board.pieces(color, Role::Rook);
                let rook = Square::from_file_rank(file, king.rank()).filter(|&sq| rooks.contains(sq));
                board.shredder = true;
                (side, rook)
            }
            _ => return error("expected `-`, letters from `KQkq`, or the castling rooks' files (`HAha`)"),
        };
        let Some(rook) = rook else {
            return error("a castling right with no rook of that colour on the king's rank, on that side");
        };
        if board.castling.has(color, side) {
            return error("a castling right is given twice");
        }
        board.castling = board.castling.with(color, side);
        board.castling_rooks[Castling::index(color, side)] = rook;
        board.castling_rook_squares = board.castling_rook_squares.with(rook);
    }
    // Shredder-FEN names every rook by its file; a field that mixes the two forms is X-FEN.
    board.shredder &= text.chars().all(|c| matches!(c.to_ascii_lowercase(), 'a'..='h'));
    Ok(())
}

fn read_en_passant(board: &Board, text: &str) -> Result<Option<Square>, FenError> {
    let error = |reason| Err(FenError::new(FenField::EnPassant, reason));
    if text == "-" {
        return Ok(None);
    }
    let Ok(sq) = text.parse::<Square>() else {
        return error("expected `-` or a square such as `e3`");
    };
    let us = board.side_to_move;
    // The pawn that moved two squares stands one rank beyond `sq`, seen from the side to move.
    let (passed_rank, pawn_rank, from_rank) = (us.relative_rank(5), us.relative_rank(4), us.relative_rank(6));
    if sq.rank() != passed_rank {
        return error("the square must be on the sixth rank with white to move, the third with black");
    }
    let at = |rank| Square::from_file_rank(sq.file(), rank).map_or(Bitboard::EMPTY, Square::bitboard);
    if (board.pieces(!us, Role::Pawn) & at(pawn_rank)).is_empty() {
        return error("no pawn stands where a double step over this square would have ended");
    }
    if !(board.occupied() & (at(passed_rank) | at(from_rank))).is_empty() {
        return error("a double step over this square would have passed occupied squares");
    }
    Ok(Some(sq))
}

fn check_position(board: &Board) -> Result<(), FenError> {
    let error = |reason| Err(FenError::new(FenField::Placement, reason));
    for (color, none, many) in [
        (Color::White, "white has no king", "white has more than one king"),
        (Color::Black, "black has no king", "black has more than one king"),
    ] {
        match board.pieces(color, Role::King).count() {
            0 => return error(none),
            1 => {}
            _ => return error(many),
        }
    }
    if !(board.role(Role::Pawn) & LAST_RANKS).is_empty() {
        return error("a pawn stands on the first or last rank");
    }
    for (color, reason) in [
        (Color::White, "white has more pawns and promoted pieces than its eight pawns allow"),
        (Color::Black, "black has more pawns and promoted pieces than its eight pawns allow"),
    ] {
        let count = |role| board.pieces(color, role).count();
        // Pieces beyond one queen, two rooks, two bishops and two knights each took a promotion.
        let promoted = count(Role::Queen).saturating_sub(1)
            + count(Role::Rook).saturating_sub(2)
            + count(Role::Bishop).saturating_sub(2)
            + count(Role::Knight).saturating_sub(2);
        if count(Role::Pawn) + promoted > 8 {
            return error(reason);
        }
    }
    let them = !board.side_to_move;
    if !board.attackers(board.king(them), board.side_to_move).is_empty() {
        return error("the side that has just moved is in check");
    }
    Ok(())
}

/// A board's FEN record, as [`Board`]'s `Display` writes it.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match Square::from_file_rank(file, rank).and_then(|sq| self.piece_at(sq)) {
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", piece.char())?;
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let side = if self.side_to_move == Color::White { "w" } else { "b" };
        write!(f, " {side} ")?;
        if self.castling.is_empty() {
            f.write_str("-")?;
        }
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if let Some(rook) = self.castling_rook(color, side) {
                    write_castling_right(self, f, color, side, rook)?;
                }
            }
        }
        match self.en_passant {
            Some(sq) => write!(f, " {sq}")?,
            None => f.write_str(" -")?,
        }
        write!(f, " {} {}", self.halfmove_clock, self.fullmove_number)
    }
}

/// One castling right as the board's FEN was read: the rook's file in Shredder-FEN; in X-FEN
/// `K` or `Q` for the outermost rook on its side of the king, and the file for another.
fn write_castling_right(
    board: &Board,
    f: &mut fmt::Formatter<'_>,
    color: Color,
    side: CastlingSide,
    rook: Square,
) -> fmt::Result {
    let outermost = outermost_rook(board, color, board.king(color), side);
    let letter = match (board.shredder || outermost != Some(rook), side) {
        (true, _) => char::from(b'a' + rook.file()),
        (false, CastlingSide::King) => 'k',
        (false, CastlingSide::Queen) => 'q',
    };
    let letter = if color == Color::White { letter.to_ascii_uppercase() } else { letter };
    write!(f, "{letter}")
}

/// The rook of `color` on `king`'s rank farthest from it towards `side`: the one `K` or `Q`
/// names in X-FEN.
fn outermost_rook(board: &Board, color: Color, king: Square, side: CastlingSide) -> Option<Square> {
    let rank = Bitboard(0xFF << (8 * king.rank()));
    let rooks = board.pieces(color, Role::Rook) & rank;
    match side {
        CastlingSide::King => (rooks & Bitboard(!0 << king.index() << 1)).last(),
        CastlingSide::Queen => (rooks & Bitboard((1 << king.index()) - 1)).first(),
    }
}
