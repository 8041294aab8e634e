//! The position: one bitboard per colour and per role, and the state FEN records beside them.

#![forbid(unsafe_code)]

use crate::{Bitboard, Color, Move, Piece, Role, Square};

/// Which castling moves are still allowed: king side and queen side for each colour.
///
/// ```
/// use bbgen::{Castling, CastlingSide, Color};
/// let rights = Castling::ALL.without(Color::White, CastlingSide::Queen);
/// assert!(rights.has(Color::White, CastlingSide::King));
/// assert!(!rights.has(Color::White, CastlingSide::Queen));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Castling(u8);

/// The side of the board a castling move goes to.
///
/// ```
/// use bbgen::{CastlingSide, Color, Square};
/// assert_eq!(CastlingSide::King.king_to(Color::White), Square::G1);
/// assert_eq!(CastlingSide::Queen.king_to(Color::White), Square::C1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Towards the h-file: O-O.
    King,
    /// Towards the a-file: O-O-O.
    Queen,
}

impl CastlingSide {
    /// Both sides, king side first.
    ///
    /// ```
    /// use bbgen::{CastlingSide, Color, Square};
    /// let rooks = CastlingSide::ALL.map(|side| side.rook_from(Color::White));
    /// assert_eq!(rooks, [Square::H1, Square::A1]);
    /// ```
    pub const ALL: [CastlingSide; 2] = [CastlingSide::King, CastlingSide::Queen];

    /// The king's square after castling on this side, for `color`.
    ///
    /// ```
    /// use bbgen::{CastlingSide, Color, Square};
    /// assert_eq!(CastlingSide::King.king_to(Color::Black), Square::G8);
    /// assert_eq!(CastlingSide::Queen.king_to(Color::Black), Square::C8);
    /// ```
    #[inline]
    pub const fn king_to(self, color: Color) -> Square {
        let file = match self {
            CastlingSide::King => 6,
            CastlingSide::Queen => 2,
        };
        Square::ALL[back_rank(color) + file]
    }

    /// The rook's square before castling on this side, for `color`.
    ///
    /// ```
    /// use bbgen::{CastlingSide, Color, Square};
    /// assert_eq!(CastlingSide::King.rook_from(Color::White), Square::H1);
    /// assert_eq!(CastlingSide::Queen.rook_from(Color::Black), Square::A8);
    /// ```
    #[inline]
    pub const fn rook_from(self, color: Color) -> Square {
        let file = match self {
            CastlingSide::King => 7,
            CastlingSide::Queen => 0,
        };
        Square::ALL[back_rank(color) + file]
    }

    /// The rook's square after castling on this side, for `color`.
    ///
    /// ```
    /// use bbgen::{CastlingSide, Color, Square};
    /// assert_eq!(CastlingSide::King.rook_to(Color::White), Square::F1);
    /// assert_eq!(CastlingSide::Queen.rook_to(Color::Black), Square::D8);
    /// ```
    #[inline]
    pub const fn rook_to(self, color: Color) -> Square {
        let file = match self {
            CastlingSide::King => 5,
            CastlingSide::Queen => 3,
        };
        Square::ALL[back_rank(color) + file]
    }
}

/// The index of the a-file square of `color`'s back rank.
const fn back_rank(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 56,
    }
}

/// The king's square before castling, for `color`.
#[inline]
pub(crate) const fn king_home(color: Color) -> Square {
    Square::ALL[back_rank(color) + 4]
}

impl Castling {
    /// No castling allowed.
    ///
    /// ```
    /// use bbgen::Castling;
    /// assert!(Castling::NONE.is_empty());
    /// assert_eq!(Castling::default(), Castling::NONE);
    /// ```
    pub const NONE: Castling = Castling(0);
    /// All four castling moves allowed.
    ///
    /// ```
    /// use bbgen::{Board, Castling, CastlingSide, Color};
    /// assert!(Castling::ALL.has(Color::Black, CastlingSide::Queen));
    /// assert_eq!(Board::startpos().castling(), Castling::ALL);
    /// ```
    pub const ALL: Castling = Castling(15);

    const fn bit(color: Color, side: CastlingSide) -> u8 {
        let side = match side {
            CastlingSide::King => 1,
            CastlingSide::Queen => 2,
        };
        side << (2 * color as u8)
    }

    /// Whether `color` may still castle on `side`.
    ///
    /// ```
    /// use bbgen::{Castling, CastlingSide, Color};
    /// assert!(Castling::ALL.has(Color::White, CastlingSide::King));
    /// assert!(!Castling::NONE.has(Color::White, CastlingSide::King));
    /// ```
    #[inline]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & Castling::bit(color, side) != 0
    }

    /// These rights with `color`'s right on `side` added.
    ///
    /// ```
    /// use bbgen::{Castling, CastlingSide, Color};
    /// let rights = Castling::NONE.with(Color::Black, CastlingSide::Queen);
    /// assert!(rights.has(Color::Black, CastlingSide::Queen));
    /// assert!(!rights.has(Color::White, CastlingSide::Queen));
    /// ```
    #[inline]
    pub const fn with(self, color: Color, side: CastlingSide) -> Castling {
        Castling(self.0 | Castling::bit(color, side))
    }

    /// These rights with `color`'s right on `side` removed.
    ///
    /// ```
    /// use bbgen::{Castling, CastlingSide, Color};
    /// let rights = Castling::ALL.without(Color::Black, CastlingSide::King);
    /// assert!(!rights.has(Color::Black, CastlingSide::King));
    /// assert!(rights.has(Color::Black, CastlingSide::Queen));
    /// ```
    #[inline]
    pub const fn without(self, color: Color, side: CastlingSide) -> Castling {
        Castling(self.0 & !Castling::bit(color, side))
    }

    /// Whether no castling is allowed.
    ///
    /// ```
    /// use bbgen::{Castling, CastlingSide, Color};
    /// let rights = Castling::NONE.with(Color::White, CastlingSide::King);
    /// assert!(!rights.is_empty());
    /// assert!(rights.without(Color::White, CastlingSide::King).is_empty());
    /// ```
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The rights left after a move from `from` to `to`: moving a king or a rook, or capturing a
    /// rook on its home square, ends the rights it carries. Most moves touch none of those six
    /// squares and skip the lookup.
    #[inline]
    const fn after_move(self, from: Square, to: Square) -> Castling {
        // a1, e1, h1, a8, e8 and h8.
        const HOMES: u64 = 0x9100_0000_0000_0091;
        if (from.bitboard().0 | to.bitboard().0) & HOMES == 0 {
            return self;
        }
        self.touched(from).touched(to)
    }

    /// The rights left after a move from or to `sq`.
    #[inline]
    const fn touched(self, sq: Square) -> Castling {
        let lost = match sq {
            Square::E1 => 3,
            Square::H1 => 1,
            Square::A1 => 2,
            Square::E8 => 12,
            Square::H8 => 4,
            Square::A8 => 8,
            _ => 0,
        };
        Castling(self.0 & !lost)
    }
}

/// A chess position: where every piece stands, whose move it is, the castling rights, the en
/// passant square and the two move counters.
///
/// ```
/// use bbgen::{Board, Color, Role, Square};
///
/// let board = Board::startpos();
/// assert_eq!(board.side_to_move(), Color::White);
/// assert_eq!(board.pieces(Color::Black, Role::Pawn).count(), 8);
/// assert_eq!(board.king(Color::White), Square::E1);
/// assert_eq!(board.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pub(crate) colors: [Bitboard; 2],
    pub(crate) roles: [Bitboard; 6],
    pub(crate) side_to_move: Color,
    pub(crate) castling: Castling,
    pub(crate) en_passant: Option<Square>,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
}

impl Board {
    /// A board with no pieces, white to move: the start for building a position piece by piece.
    pub(crate) const EMPTY: Board = Board {
        colors: [Bitboard::EMPTY; 2],
        roles: [Bitboard::EMPTY; 6],
        side_to_move: Color::White,
        castling: Castling::NONE,
        en_passant: None,
        halfmove_clock: 0,
        fullmove_number: 1,
    };

    /// The starting position.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::startpos();
    /// assert_eq!(board.occupied().count(), 32);
    /// assert_eq!(board, Board::default());
    /// ```
    pub const fn startpos() -> Board {
        Board {
            colors: [Bitboard(0xFFFF), Bitboard(0xFFFF << 48)],
            roles: [
                Bitboard(0x00FF_0000_0000_FF00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
            side_to_move: Color::White,
            castling: Castling::ALL,
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// Whose move it is.
    ///
    /// ```
    /// use bbgen::{Board, Color};
    /// let board = Board::startpos().played("e2e4".parse().unwrap());
    /// assert_eq!(board.side_to_move(), Color::Black);
    /// ```
    #[inline]
    pub const fn side_to_move(&self) -> Color {
        self.side_to_move
    }

    /// The castling rights.
    ///
    /// ```
    /// use bbgen::{Board, CastlingSide, Color};
    /// let board = Board::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1").unwrap();
    /// assert!(board.castling().has(Color::White, CastlingSide::King));
    /// assert!(!board.castling().has(Color::White, CastlingSide::Queen));
    /// ```
    #[inline]
    pub const fn castling(&self) -> Castling {
        self.castling
    }

    /// The square a pawn that just moved two squares passed over, if the last move was one.
    ///
    /// ```
    /// use bbgen::{Board, Square};
    /// let board = Board::startpos().played("e2e4".parse().unwrap());
    /// assert_eq!(board.en_passant(), Some(Square::E3));
    /// assert_eq!(Board::startpos().en_passant(), None);
    /// ```
    #[inline]
    pub const fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }

    /// Half-moves since the last capture or pawn move.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::startpos().played("g1f3".parse().unwrap());
    /// assert_eq!(board.halfmove_clock(), 1);
    /// assert_eq!(board.played("e7e5".parse().unwrap()).halfmove_clock(), 0);
    /// ```
    #[inline]
    pub const fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The move number, starting at 1 and counted up after each black move.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::startpos().played("e2e4".parse().unwrap());
    /// assert_eq!(board.fullmove_number(), 1);
    /// assert_eq!(board.played("e7e5".parse().unwrap()).fullmove_number(), 2);
    /// ```
    #[inline]
    pub const fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// Every piece of `color`.
    ///
    /// ```
    /// use bbgen::{Bitboard, Board, Color};
    /// assert_eq!(Board::startpos().color(Color::White), Bitboard(0xFFFF));
    /// ```
    #[inline]
    pub const fn color(&self, color: Color) -> Bitboard {
        self.colors[color as usize]
    }

    /// Every piece of `role`, both colours.
    ///
    /// ```
    /// use bbgen::{Board, Role, Square::*};
    /// assert_eq!(Board::startpos().role(Role::King), E1.bitboard() | E8.bitboard());
    /// ```
    #[inline]
    pub const fn role(&self, role: Role) -> Bitboard {
        self.roles[role as usize]
    }

    /// The pieces of `color` and `role`.
    ///
    /// ```
    /// use bbgen::{Board, Color, Role, Square::*};
    /// assert_eq!(Board::startpos().pieces(Color::Black, Role::Queen), D8.bitboard());
    /// ```
    #[inline]
    pub const fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.color(color).and(self.role(role))
    }

    /// Every occupied square: the two colours together, derived rather than kept in step by every
    /// move.
    ///
    /// ```
    /// use bbgen::{Bitboard, Board};
    /// assert_eq!(Board::startpos().occupied(), Bitboard(0xFFFF_0000_0000_FFFF));
    /// ```
    #[inline]
    pub const fn occupied(&self) -> Bitboard {
        self.colors[0].or(self.colors[1])
    }

    /// The king of `color`. Every board has one king per side: [`Board::from_fen`] refuses any
    /// other.
    ///
    /// ```
    /// use bbgen::{Board, Color, Square};
    /// let board = Board::from_fen("8/8/8/3k4/8/8/8/6K1 b - - 0 1").unwrap();
    /// assert_eq!(board.king(Color::White), Square::G1);
    /// assert_eq!(board.king(Color::Black), Square::D5);
    /// ```
    #[inline]
    pub const fn king(&self, color: Color) -> Square {
        match self.pieces(color, Role::King).first() {
            Some(sq) => sq,
            None => Square::A1,
        }
    }

    /// The piece on `sq`, if any.
    ///
    /// ```
    /// use bbgen::{Board, Color, Piece, Role, Square};
    /// let board = Board::startpos();
    /// assert_eq!(board.piece_at(Square::D1), Some(Piece::new(Color::White, Role::Queen)));
    /// assert_eq!(board.piece_at(Square::E4), None);
    /// ```
    pub const fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = if self.colors[0].contains(sq) {
            Color::White
        } else if self.colors[1].contains(sq) {
            Color::Black
        } else {
            return None;
        };
        let mut i = 0;
        while i < 6 {
            if self.roles[i].contains(sq) {
                return Some(Piece::new(color, Role::ALL[i]));
            }
            i += 1;
        }
        None
    }

    /// Puts `piece` on the empty square `sq`.
    #[inline]
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        self.colors[piece.color as usize] |= sq.bitboard();
        self.roles[piece.role as usize] |= sq.bitboard();
    }

    /// Takes whatever stands on `sq` off the board.
    #[inline]
    fn clear(&mut self, sq: Square) {
        let keep = !sq.bitboard();
        for set in self.colors.iter_mut().chain(self.roles.iter_mut()) {
            *set &= keep;
        }
    }

    /// Plays `mv` for the side to move. The move must be legal (from
    /// [`legal_moves`](Board::legal_moves), or checked by [`is_legal`](Board::is_legal)); an
    /// illegal move leaves some board, never a panic, but not one the rules reach.
    ///
    /// ```
    /// use bbgen::{Board, Move};
    /// let mut board = Board::startpos();
    /// board.play("e2e4".parse::<Move>().unwrap());
    /// assert_eq!(board.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    /// ```
    pub fn play(&mut self, mv: Move) {
        let us = self.side_to_move;
        let them = !us;
        if !self.colors[us as usize].contains(mv.from) || self.colors[us as usize].contains(mv.to) {
            return;
        }
        let Some(role) = self.role_on(mv.from) else { return };
        let (from, to) = (mv.from.bitboard(), mv.to.bitboard());
        let captured = if self.colors[them as usize].contains(mv.to) { self.role_on(mv.to) } else { None };
        if let Some(captured) = captured {
            self.colors[them as usize] ^= to;
            self.roles[captured as usize] ^= to;
        }
        self.colors[us as usize] ^= from | to;
        self.roles[role as usize] ^= from;
        let mut en_passant = None;
        let mut placed = role;
        match role {
            Role::Pawn => {
                if Some(mv.to) == self.en_passant && captured.is_none() && mv.from.file() != mv.to.file() {
                    // The captured pawn stands beside the moving one, on the square it left.
                    if let Some(taken) = Square::from_file_rank(mv.to.file(), mv.from.rank()) {
                        self.clear(taken);
                    }
                }
                if mv.from.rank().abs_diff(mv.to.rank()) == 2 {
                    en_passant = Square::from_file_rank(mv.from.file(), (mv.from.rank() + mv.to.rank()) / 2);
                }
                if let Some(promotion) = mv.promotion {
                    placed = promotion;
                }
            }
            Role::King if mv.from.file().abs_diff(mv.to.file()) == 2 => {
                let side = if mv.to.file() > mv.from.file() { CastlingSide::King } else { CastlingSide::Queen };
                self.clear(side.rook_from(us));
                self.put(side.rook_to(us), Piece::new(us, Role::Rook));
            }
            _ => {}
        }
        self.roles[placed as usize] |= to;
        self.castling = self.castling.after_move(mv.from, mv.to);
        self.en_passant = en_passant;
        self.halfmove_clock =
            if captured.is_some() || role == Role::Pawn { 0 } else { self.halfmove_clock.saturating_add(1) };
        if us == Color::Black {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        self.side_to_move = them;
    }

    /// The role of the piece on `sq`, if any.
    #[inline]
    fn role_on(&self, sq: Square) -> Option<Role> {
        Role::ALL.into_iter().find(|&role| self.roles[role as usize].contains(sq))
    }

    /// The board after `mv`, this one unchanged.
    ///
    /// ```
    /// use bbgen::{Board, Square};
    /// let board = Board::startpos();
    /// let after = board.played("g1f3".parse().unwrap());
    /// assert!(after.piece_at(Square::F3).is_some());
    /// assert!(board.piece_at(Square::F3).is_none());
    /// ```
    #[inline]
    pub fn played(&self, mv: Move) -> Board {
        let mut next = *self;
        next.play(mv);
        next
    }
}

impl Default for Board {
    fn default() -> Board {
        Board::startpos()
    }
}
