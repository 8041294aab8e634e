//! The position: one bitboard per colour and per role, and the state FEN records beside them.

#![forbid(unsafe_code)]

use crate::{Bitboard, Color, Move, Piece, Role, Square, attacks, hash};

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

    /// The side a king's move from `from` onto its own rook on `to` castles to: the king side
    /// when the rook stands on a higher file.
    #[inline]
    pub(crate) const fn of_castling(from: Square, to: Square) -> CastlingSide {
        if to.file() > from.file() { CastlingSide::King } else { CastlingSide::Queen }
    }

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
        on_back_rank(color, file)
    }

    /// The rook's square before castling on this side, for `color`, in standard chess; a
    /// Chess960 board's rooks may start elsewhere ([`Board::castling_rook`]).
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
        on_back_rank(color, file)
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
        on_back_rank(color, file)
    }
}

/// The square on `file` (0 for the a-file) of `color`'s back rank.
const fn on_back_rank(color: Color, file: usize) -> Square {
    Square::ALL[color.back_rank() as usize * 8 + file]
}

/// How castling moves are written in UCI text: the king's two-square move (`e1g1`) in standard
/// chess, the king onto its own rook's square (`e1h1`) in Chess960, where that form is the only
/// one that names every castling move.
///
/// ```
/// use bbgen::{Board, CastlingMode};
/// let board = Board::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
/// let castle = board.parse_uci("e1g1").unwrap();
/// assert_eq!(board.uci(castle, CastlingMode::Standard).to_string(), "e1g1");
/// assert_eq!(board.uci(castle, CastlingMode::Chess960).to_string(), "e1h1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum CastlingMode {
    /// Castling written as the king's two-square move.
    #[default]
    Standard,
    /// Castling written as the king taking its own rook.
    Chess960,
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

    /// The index of a right among the four: white king side 0, white queen side 1, black king
    /// side 2, black queen side 3, the order of the Polyglot keys.
    pub(crate) const fn index(color: Color, side: CastlingSide) -> usize {
        2 * color as usize + side as usize
    }

    const fn bit(color: Color, side: CastlingSide) -> u8 {
        1 << Castling::index(color, side)
    }

    /// The rights as four bits: bit 0 white king side, 1 white queen side, 2 black king side, 3
    /// black queen side (the order of the Polyglot keys, and the index of a
    /// `zobrist_castling` table).
    ///
    /// ```
    /// use bbgen::{Castling, CastlingSide, Color};
    /// assert_eq!(Castling::NONE.with(Color::Black, CastlingSide::King).bits(), 0b0100);
    /// assert_eq!(Castling::ALL.bits(), 15);
    /// ```
    #[inline]
    pub const fn bits(self) -> u8 {
        // Always below 16; the mask says so to the compiler, which then reads a 16-entry table
        // such as `zobrist_castling`'s without a bounds check.
        self.0 & 15
    }

    /// These rights without any of `color`'s.
    #[inline]
    pub(crate) const fn without_color(self, color: Color) -> Castling {
        Castling(self.0 & !(3 << (2 * color as u8)))
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
///
/// Two boards are equal when they hold the same position with the same counters: the pieces,
/// the side to move, the castling rights with their rooks, the en-passant square and both
/// counters. How a FEN wrote the castling rights (X-FEN's `KQkq` or Shredder-FEN's `HAha`) is
/// kept for writing the FEN back but is not part of the position. To compare positions for
/// repetition, where the counters do not count, compare [`hash`](Board::hash) keys.
///
/// ```
/// use bbgen::Board;
/// let x_fen = Board::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
/// let shredder = Board::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1").unwrap();
/// assert_eq!(x_fen, shredder);
/// assert_ne!(x_fen.to_string(), shredder.to_string());
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Board {
    pub(crate) colors: [Bitboard; 2],
    pub(crate) roles: [Bitboard; 6],
    /// The Polyglot key without its en-passant part, kept up to date by every move.
    /// [`hash`](Board::hash) adds that part, so a move neither takes the old one out nor tests
    /// whether the new one counts, and [`key_after`](Board::key_after) starts from this.
    pub(crate) key_without_en_passant: u64,
    pub(crate) side_to_move: Color,
    pub(crate) castling: Castling,
    /// The rook each castling right moves, by [`Castling::index`]; meaningful while the right is
    /// held.
    pub(crate) castling_rooks: [Square; 4],
    /// The squares of the rooks of the rights held, both sides': a rook leaving one, or taken
    /// on one, ends its right, and one test tells whether a move does.
    pub(crate) castling_rook_squares: Bitboard,
    /// Whether the FEN gave the castling rights by the rooks' files (Shredder-FEN), so that it is
    /// written back the same way.
    pub(crate) shredder: bool,
    pub(crate) en_passant: Option<Square>,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
}

impl Board {
    /// A board with no pieces, white to move: the start for building a position piece by piece.
    pub(crate) const EMPTY: Board = Board {
        colors: [Bitboard::EMPTY; 2],
        roles: [Bitboard::EMPTY; 6],
        key_without_en_passant: 0,
        side_to_move: Color::White,
        castling: Castling::NONE,
        castling_rooks: [Square::H1, Square::A1, Square::H8, Square::A8],
        castling_rook_squares: Bitboard::EMPTY,
        shredder: false,
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
        let mut board = Board {
            colors: [Bitboard(0xFFFF), Bitboard(0xFFFF << 48)],
            roles: [
                Bitboard(0x00FF_0000_0000_FF00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
            castling: Castling::ALL,
            castling_rook_squares: Bitboard(0x8100_0000_0000_0081),
            ..Board::EMPTY
        };
        board.key_without_en_passant = hash::key_without_en_passant(&board);
        board
    }

    /// The position's Polyglot key: the XOR of the keys of its pieces, castling rights, the
    /// en-passant file when a pawn of the side to move stands ready to take en passant, and the
    /// side to move. Every move updates all but the en-passant part with a few XORs, and this
    /// call adds that part where the position has an en-passant square (after a double step,
    /// or as its FEN gave it); it is equal to the key computed from scratch, so it probes
    /// Polyglot opening books and serves as a transposition-table key.
    ///
    /// ```
    /// use bbgen::Board;
    /// assert_eq!(Board::startpos().hash(), 0x463B_9618_1691_FC9C);
    /// let start = Board::startpos();
    /// let board = start.played(start.parse_uci("e2e4").unwrap());
    /// assert_eq!(board.hash(), 0x823C_9B50_FD11_4196);
    /// ```
    #[inline]
    pub const fn hash(&self) -> u64 {
        match self.en_passant {
            Some(ep) => self.key_without_en_passant ^ self.en_passant_key(ep),
            None => self.key_without_en_passant,
        }
    }

    /// Whose move it is.
    ///
    /// ```
    /// use bbgen::{Board, Color};
    /// let start = Board::startpos();
    /// let board = start.played(start.parse_uci("e2e4").unwrap());
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
    /// let start = Board::startpos();
    /// let board = start.played(start.parse_uci("e2e4").unwrap());
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
    /// let start = Board::startpos();
    /// let board = start.played(start.parse_uci("g1f3").unwrap());
    /// assert_eq!(board.halfmove_clock(), 1);
    /// assert_eq!(board.played(board.parse_uci("e7e5").unwrap()).halfmove_clock(), 0);
    /// ```
    #[inline]
    pub const fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The move number, starting at 1 and counted up after each black move.
    ///
    /// ```
    /// use bbgen::Board;
    /// let start = Board::startpos();
    /// let board = start.played(start.parse_uci("e2e4").unwrap());
    /// assert_eq!(board.fullmove_number(), 1);
    /// assert_eq!(board.played(board.parse_uci("e7e5").unwrap()).fullmove_number(), 2);
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
            None => {
                debug_assert!(false, "a board without a king: only illegal moves played unchecked make one");
                Square::A1
            }
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

    /// Takes the piece of `color` and `role` off `sq`, where it stands.
    #[inline]
    fn remove(&mut self, sq: Square, color: Color, role: Role) {
        self.colors[color as usize] ^= sq.bitboard();
        self.roles[role as usize] ^= sq.bitboard();
        self.key_without_en_passant ^= hash::piece(Piece::new(color, role), sq);
    }

    /// Puts the piece of `color` and `role` on the empty square `sq`, keeping the hash.
    #[inline]
    fn place(&mut self, sq: Square, color: Color, role: Role) {
        self.put(sq, Piece::new(color, role));
        self.key_without_en_passant ^= hash::piece(Piece::new(color, role), sq);
    }

    /// Plays `mv` for the side to move, checking first that it is legal: the checked form,
    /// which panics with the reason on an illegal move. [`try_play`](Board::try_play) returns
    /// the reason instead, and [`play_unchecked`](Board::play_unchecked) skips the check for
    /// moves known to be legal, such as those of [`legal_moves`](Board::legal_moves). Castling
    /// is the king's move onto its own rook, as [`parse_uci`](Board::parse_uci) reads either
    /// form of it.
    ///
    /// ```
    /// use bbgen::Board;
    /// let mut board = Board::startpos();
    /// board.play(board.parse_uci("e2e4").unwrap());
    /// assert_eq!(board.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    /// ```
    ///
    /// ```should_panic
    /// use bbgen::{Board, Move, Square};
    /// // In standard chess `e1g1` is castling; as a bare king move it is illegal here.
    /// Board::startpos().play(Move::new(Square::E1, Square::G1)); // panics: "illegal move e1g1: ..."
    /// ```
    #[track_caller]
    pub fn play(&mut self, mv: Move) {
        if let Err(error) = self.try_play(mv) {
            panic!("{error}");
        }
    }

    /// Plays `mv` without checking it: the fast path for moves that are legal by construction
    /// (from [`legal_moves`](Board::legal_moves), [`noisy_moves`](Board::noisy_moves) and the
    /// like, or tested by [`is_legal`](Board::is_legal)). Builds with debug assertions check
    /// legality and panic on an illegal move; release builds leave some board, never a panic,
    /// but not one the rules reach.
    ///
    /// ```
    /// use bbgen::Board;
    /// let mut board = Board::startpos();
    /// for mv in board.clone().legal_moves() {
    ///     let mut child = board;
    ///     child.play_unchecked(mv);
    ///     assert_eq!(child, board.played(mv));
    /// }
    /// ```
    #[inline]
    #[track_caller]
    pub fn play_unchecked(&mut self, mv: Move) {
        if cfg!(debug_assertions)
            && let Err(error) = self.checked(mv)
        {
            panic!("play_unchecked: {error}");
        }
        self.apply(mv);
    }

    /// Plays `mv`, which the caller knows to be legal.
    #[inline]
    pub(crate) fn apply(&mut self, mv: Move) {
        // Each side's form is compiled apart, with the side a constant.
        match self.side_to_move {
            Color::White => self.apply_for(Color::White, mv),
            Color::Black => self.apply_for(Color::Black, mv),
        }
    }

    /// [`apply`](Board::apply) for `us`, the side to move.
    #[inline(always)]
    fn apply_for(&mut self, us: Color, mv: Move) {
        if !self.colors[us as usize].contains(mv.from) {
            return;
        }
        let Some(role) = self.role_on(mv.from) else { return };
        self.apply_role_for(us, mv, role);
    }

    /// [`apply`](Board::apply) for the move of a piece of `role`, which the legality test has
    /// found already.
    #[inline]
    pub(crate) fn apply_role(&mut self, mv: Move, role: Role) {
        match self.side_to_move {
            Color::White => self.apply_role_for(Color::White, mv, role),
            Color::Black => self.apply_role_for(Color::Black, mv, role),
        }
    }

    /// [`apply`](Board::apply) for `us`, the side to move, and `role`, the moving piece's.
    #[inline(always)]
    fn apply_role_for(&mut self, us: Color, mv: Move, role: Role) {
        let them = !us;
        if self.colors[us as usize].contains(mv.to) {
            if role == Role::King {
                self.castle(mv);
            }
            return;
        }
        let captured = if self.colors[them as usize].contains(mv.to) { self.role_on(mv.to) } else { None };
        if let Some(captured) = captured {
            self.remove(mv.to, them, captured);
        }
        self.remove(mv.from, us, role);
        let mut en_passant = None;
        let mut placed = role;
        if role == Role::Pawn {
            if Some(mv.to) == self.en_passant && captured.is_none() && mv.from.file() != mv.to.file() {
                // The captured pawn stands beside the moving one, on the square it left.
                if let Some(taken) = Square::from_file_rank(mv.to.file(), mv.from.rank()) {
                    self.remove(taken, them, Role::Pawn);
                }
            }
            if mv.from.rank().abs_diff(mv.to.rank()) == 2 {
                en_passant = Square::from_file_rank(mv.from.file(), (mv.from.rank() + mv.to.rank()) / 2);
            }
            if let Some(promotion) = mv.promotion {
                placed = promotion;
            }
        }
        self.place(mv.to, us, placed);
        self.set_castling(self.castling_after(role, mv.from, mv.to));
        self.en_passant = en_passant;
        self.halfmove_clock =
            if captured.is_some() || role == Role::Pawn { 0 } else { self.halfmove_clock.saturating_add(1) };
        self.end_turn();
    }

    /// Castles with the king's move `mv` onto its own rook, when the right to castle with that
    /// rook is held.
    fn castle(&mut self, mv: Move) {
        let us = self.side_to_move;
        let side = CastlingSide::of_castling(mv.from, mv.to);
        if self.castling_rook(us, side) != Some(mv.to) {
            return;
        }
        self.remove(mv.from, us, Role::King);
        self.remove(mv.to, us, Role::Rook);
        self.place(side.king_to(us), us, Role::King);
        self.place(side.rook_to(us), us, Role::Rook);
        self.set_castling(self.castling.without_color(us));
        self.en_passant = None;
        self.halfmove_clock = self.halfmove_clock.saturating_add(1);
        self.end_turn();
    }

    /// Hands the move to the other side.
    #[inline]
    fn end_turn(&mut self) {
        if self.side_to_move == Color::Black {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        self.side_to_move = !self.side_to_move;
        self.key_without_en_passant ^= hash::WHITE_TO_MOVE;
    }

    /// Replaces the castling rights, keeping the hash. A right lost forgets its rook, and with
    /// the last one the board forgets how its FEN gave them, so that equal positions compare
    /// equal however they were reached.
    #[inline(always)]
    fn set_castling(&mut self, rights: Castling) {
        debug_assert!(rights.bits() & !self.castling.bits() == 0, "a move only ends rights");
        if rights != self.castling {
            self.key_without_en_passant ^= hash::castling(self.castling) ^ hash::castling(rights);
            let lost = self.castling.bits() & !rights.bits();
            for (i, rook) in self.castling_rooks.iter_mut().enumerate() {
                if lost >> i & 1 == 1 {
                    self.castling_rook_squares = self.castling_rook_squares.without(*rook);
                    *rook = Board::EMPTY.castling_rooks[i];
                }
            }
            self.shredder &= !rights.is_empty();
            self.castling = rights;
        }
    }

    /// The rights left after the side to move's `role` goes from `from` to `to`: moving the king
    /// ends both of its side's rights, and moving or capturing a castling rook ends that rook's.
    /// Most moves neither move a king nor touch a held right's rook square.
    #[inline(always)]
    pub(crate) fn castling_after(&self, role: Role, from: Square, to: Square) -> Castling {
        let touched = from.bitboard() | to.bitboard();
        if self.castling.is_empty() || (role != Role::King && (touched & self.castling_rook_squares).is_empty()) {
            return self.castling;
        }
        let mut lost = if role == Role::King { 3 << (2 * self.side_to_move as u8) } else { 0 };
        for (i, &rook) in self.castling_rooks.iter().enumerate() {
            lost |= u8::from(touched.contains(rook)) << i;
        }
        Castling(self.castling.0 & !lost)
    }

    /// The rights of the side to move that its king leaving its square ends, as
    /// [`castling_after`](Board::castling_after) finds them: all of its side's.
    #[inline(always)]
    pub(crate) fn castling_ended_by_king(&self) -> Castling {
        Castling(self.castling.0 & (3 << (2 * self.side_to_move as u8)))
    }

    /// The right of `color` whose rook stands on `sq`, if any: what that rook's leaving `sq`, or
    /// its capture there, ends. Only the squares of the rights held are looked at beyond one
    /// test.
    #[inline(always)]
    pub(crate) fn castling_ended_by_rook(&self, color: Color, sq: Square) -> Castling {
        if !self.castling_rook_squares.contains(sq) {
            return Castling::NONE;
        }
        Castling(self.castling.0 & self.castling_rooks_on(color, sq))
    }

    /// The bit, among all four rights', of the right of `color` whose castling rook's square is
    /// `sq`, if any: a side's two rooks never share a square, so the first match ends the
    /// search. A lost right's square is its rook's of standard chess, so callers keep only the
    /// rights held.
    #[inline(always)]
    fn castling_rooks_on(&self, color: Color, sq: Square) -> u8 {
        let king_side = Castling::index(color, CastlingSide::King);
        if self.castling_rooks[king_side] == sq {
            1 << king_side
        } else if self.castling_rooks[Castling::index(color, CastlingSide::Queen)] == sq {
            2 << king_side
        } else {
            0
        }
    }

    /// The en-passant key that the en passant square `ep` adds to the position's key
    /// ([`hash`](Board::hash)): its file's, when a pawn of the side to move could take on it;
    /// otherwise none.
    #[inline]
    pub(crate) const fn en_passant_key(&self, ep: Square) -> u64 {
        let us = self.side_to_move;
        let takers = attacks::pawn(us.flip(), ep).and(self.pieces(us, Role::Pawn));
        if takers.is_empty() { 0 } else { hash::en_passant(ep) }
    }

    /// The rook that `color` castles with on `side`, while it may.
    ///
    /// ```
    /// use bbgen::{Board, CastlingSide, Color, Square};
    /// let board = Board::from_fen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9").unwrap();
    /// assert_eq!(board.castling_rook(Color::White, CastlingSide::Queen), Some(Square::F1));
    /// assert_eq!(Board::startpos().castling_rook(Color::Black, CastlingSide::King), Some(Square::H8));
    /// ```
    #[inline]
    pub const fn castling_rook(&self, color: Color, side: CastlingSide) -> Option<Square> {
        if self.castling.has(color, side) { Some(self.castling_rooks[Castling::index(color, side)]) } else { None }
    }

    /// How UCI writes this board's castling moves: [`CastlingMode::Chess960`] when its FEN gave
    /// the rights by file (Shredder-FEN) or a king or rook that may castle stands off its square
    /// of standard chess, [`CastlingMode::Standard`] otherwise. A GUI's `UCI_Chess960` option
    /// overrides it.
    ///
    /// ```
    /// use bbgen::{Board, CastlingMode};
    /// assert_eq!(Board::startpos().castling_mode(), CastlingMode::Standard);
    /// let chess960 = Board::from_fen("qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9").unwrap();
    /// assert_eq!(chess960.castling_mode(), CastlingMode::Chess960);
    /// ```
    pub fn castling_mode(&self) -> CastlingMode {
        let standard = Color::ALL.into_iter().all(|color| {
            let king_home = self.pieces(color, Role::King).contains(on_back_rank(color, 4));
            CastlingSide::ALL.into_iter().all(|side| match self.castling_rook(color, side) {
                Some(rook) => king_home && rook == side.rook_from(color),
                None => true,
            })
        });
        if standard && !self.shredder { CastlingMode::Standard } else { CastlingMode::Chess960 }
    }

    /// The role of the piece on the occupied square `sq`, read without a branch: its number in
    /// [`Role::ALL`] bit by bit, bit 0 from the knights, rooks and kings (1, 3, 5), bit 1 from
    /// the bishops and rooks (2, 3), bit 2 from the queens and kings (4, 5). For a move from
    /// outside, whose role the processor cannot guess; move generation keeps
    /// [`role_on`](Board::role_on), whose search it guesses well enough to be faster there (5%
    /// more nodes a second in perft), and so do `key_after` and `see_ge`, whose tests of the
    /// roles (in turn, or a few together first) took fewer instructions and less time over a
    /// position's moves in the generator's order.
    #[inline]
    pub(crate) fn role_of_occupied(&self, sq: Square) -> Role {
        match self.role_index_of_occupied(sq) {
            0 => Role::Pawn,
            1 => Role::Knight,
            2 => Role::Bishop,
            3 => Role::Rook,
            4 => Role::Queen,
            _ => Role::King,
        }
    }

    /// The number in [`Role::ALL`] of the piece on the occupied square `sq`, as
    /// [`role_of_occupied`](Board::role_of_occupied) reads it: below 8 on any square, for a
    /// table lookup without a bounds check.
    #[inline]
    pub(crate) fn role_index_of_occupied(&self, sq: Square) -> usize {
        let [_, knights, bishops, rooks, queens, kings] = self.roles;
        let bit = |set: Bitboard| (set.0 >> sq as u8 & 1) as usize;
        bit(knights | rooks | kings) | bit(bishops | rooks) << 1 | bit(queens | kings) << 2
    }

    /// The piece on the occupied square `sq`, read without a branch.
    #[inline]
    pub(crate) fn piece_of_occupied(&self, sq: Square) -> Piece {
        Piece::new(Color::ALL[usize::from(self.colors[1].contains(sq))], self.role_of_occupied(sq))
    }

    /// The role of the piece on `sq`, if any.
    #[inline]
    pub(crate) fn role_on(&self, sq: Square) -> Option<Role> {
        Role::ALL.into_iter().find(|&role| self.roles[role as usize].contains(sq))
    }

    /// The board after `mv`, this one unchanged; like [`play`](Board::play), it panics with the
    /// reason when `mv` is illegal. For the unchecked form, copy the board (it is `Copy`) and
    /// call [`play_unchecked`](Board::play_unchecked).
    ///
    /// ```
    /// use bbgen::{Board, Square};
    /// let board = Board::startpos();
    /// let after = board.played(board.parse_uci("g1f3").unwrap());
    /// assert!(after.piece_at(Square::F3).is_some());
    /// assert!(board.piece_at(Square::F3).is_none());
    /// ```
    #[inline]
    #[track_caller]
    pub fn played(&self, mv: Move) -> Board {
        let mut next = *self;
        next.play(mv);
        next
    }

    /// The board after `mv`, which the caller knows to be legal: the copying form of
    /// [`play_unchecked`](Board::play_unchecked), for an engine's copy-make search and perft.
    #[inline]
    pub(crate) fn applied(&self, mv: Move) -> Board {
        let mut next = *self;
        next.apply(mv);
        next
    }

    /// The position with the other side to move and nothing moved: the null move of an engine's
    /// null-move pruning. `None` when the side to move is in check (passing would leave its king
    /// to be taken). The en-passant square is cleared, the castling rights stay, the key is
    /// updated to the Polyglot key of the new position, and the counters move on as after any
    /// move that is not a capture or a pawn move (as python-chess counts a null move): the
    /// half-move clock by one, and the move number after a black pass.
    ///
    /// ```
    /// use bbgen::{Board, Color};
    /// let board = Board::startpos();
    /// let passed = board.played(board.parse_uci("e2e4").unwrap()).null_move().unwrap();
    /// assert_eq!(passed.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
    /// assert_eq!(passed.hash(), Board::from_fen(&passed.to_string()).unwrap().hash());
    /// let check = Board::from_fen("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1").unwrap();
    /// assert_eq!(check.null_move(), None);
    /// ```
    pub fn null_move(&self) -> Option<Board> {
        if self.is_check() {
            return None;
        }
        let mut next = *self;
        next.en_passant = None;
        next.halfmove_clock = next.halfmove_clock.saturating_add(1);
        next.end_turn();
        Some(next)
    }
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.position_fields() == other.position_fields()
    }
}

impl Eq for Board {}

impl core::hash::Hash for Board {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.position_fields().hash(state);
    }
}

impl Board {
    /// Every field but the FEN's form of the castling rights and `castling_rook_squares`, which
    /// follows from the rights and their rooks: what equality compares.
    #[allow(clippy::type_complexity)]
    fn position_fields(
        &self,
    ) -> ([Bitboard; 2], [Bitboard; 6], Color, Castling, [Square; 4], Option<Square>, u32, u32) {
        (
            self.colors,
            self.roles,
            self.side_to_move,
            self.castling,
            self.castling_rooks,
            self.en_passant,
            self.halfmove_clock,
            self.fullmove_number,
        )
    }
}

impl Default for Board {
    fn default() -> Board {
        Board::startpos()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every role on every square, the other 63 squares full of the other roles of both colours:
    /// the branch-free read agrees with the piece placed and with the search of `role_on`.
    #[test]
    fn role_of_occupied_reads_every_role_on_every_square() {
        for shift in 0..Role::ALL.len() {
            let role = |sq: Square| Role::ALL[(sq as usize + shift) % Role::ALL.len()];
            let mut board = Board::EMPTY;
            for sq in Square::ALL {
                board.place(sq, Color::ALL[sq as usize / 3 % 2], role(sq));
            }
            for sq in Square::ALL {
                assert_eq!(board.role_of_occupied(sq), role(sq), "{sq:?}");
                assert_eq!(board.role_on(sq), Some(role(sq)), "{sq:?}");
            }
        }
    }

    /// The squares of the rights' rooks, kept by every move, against the rights read one by
    /// one, on every position three plies from standard and Chess960 positions whose moves take,
    /// move and castle with those rooks.
    #[test]
    fn castling_rook_squares_follow_the_rights() {
        fn walk(board: &Board, depth: u32) {
            let mut held = Bitboard::EMPTY;
            for color in Color::ALL {
                for side in [CastlingSide::King, CastlingSide::Queen] {
                    if let Some(rook) = board.castling_rook(color, side) {
                        held = held.with(rook);
                    }
                }
            }
            assert_eq!(board.castling_rook_squares, held, "{board}");
            if depth > 0 {
                for mv in board.legal_moves() {
                    walk(&board.played(mv), depth - 1);
                }
            }
        }
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1",
            "1rk2r2/8/8/8/8/8/8/1RK2R2 w BFbf - 0 1",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        ] {
            // Under Miri three plies ran past twenty minutes (0.13 s natively): it walks one.
            walk(&Board::from_fen(fen).unwrap(), if cfg!(miri) { 1 } else { 3 });
        }
        assert_eq!(Board::startpos().castling_rook_squares, Bitboard(0x8100_0000_0000_0081));
    }
}
