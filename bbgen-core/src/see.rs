//! Static exchange evaluation: what a move wins or loses on its target square once both sides
//! have recaptured there for as long as it pays, without searching.
//!
//! In the position below, white's rook takes the pawn on e5, which nothing defends: black's rook
//! watches the d-file only. Had a black bishop stood on h8, it would take the rook back and
//! white would end 400 down.
//!
//! ```text
//! 8  . k . r . . . .
//! 7  . p p . . . . p
//! 6  p . . . . . . .
//! 5  . . . . p . . .
//! 4  . . . . . . . .
//! 3  P . . . . . P .
//! 2  . P P . . . . P
//! 1  . . K . R . . .
//!    a b c d e f g h
//! ```
//!
//! ```
//! use bbgen::Board;
//! let board = Board::from_fen("1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - -")?;
//! assert_eq!(board.see(board.parse_uci("e1e5")?), 100);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![forbid(unsafe_code)]

use crate::{Bitboard, Board, Color, Move, Role, Square, attacks};

impl Role {
    /// The material a piece of this role is worth in [`Board::see`]: pawn 100, knight and bishop
    /// 300, rook 500, queen 900. The king's 0 is never counted: no exchange takes a king, since a
    /// king captures only onto a square the other side no longer attacks.
    ///
    /// ```
    /// use bbgen::Role;
    /// assert_eq!(Role::ALL.map(Role::see_value), [100, 300, 300, 500, 900, 0]);
    /// ```
    #[inline]
    pub const fn see_value(self) -> i32 {
        match self {
            Role::Pawn => 100,
            Role::Knight | Role::Bishop => 300,
            Role::Rook => 500,
            Role::Queen => 900,
            Role::King => 0,
        }
    }
}

// The exchange's shortcuts read values by ranges and roles by tests in turn, cheapest first:
// they hold while the values rise from pawn to queen, knight and bishop alike.
const _: () = assert!(
    Role::Pawn.see_value() < Role::Knight.see_value()
        && Role::Knight.see_value() == Role::Bishop.see_value()
        && Role::Bishop.see_value() < Role::Rook.see_value()
        && Role::Rook.see_value() < Role::Queen.see_value()
);

/// [`Role::see_value`] by the role's number in [`Role::ALL`], and 0 for the numbers 6 and 7
/// that no role has: read with the number of a role found without a branch, as [`Board::see`]
/// reads the moving piece.
const SEE_VALUES: [i32; 8] = {
    let mut values = [0; 8];
    let mut i = 0;
    while i < Role::ALL.len() {
        values[i] = Role::ALL[i].see_value();
        i += 1;
    }
    values
};

/// What the side not to move guards, from [`Board::guards`]: the squares it attacks, and the
/// pieces its bishops, rooks and queens see, off which a move opens a line for them. What
/// [`see_ge_with`](Board::see_ge_with) reads to answer a move onto a square nothing guards
/// without looking for attackers.
///
/// Like [`Checks`](crate::Checks), it belongs to the board it came from: handed to another
/// board's calls, their answers are unspecified (never a panic).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guards {
    attacked: Bitboard,
    seen_by_sliders: Bitboard,
}

impl Guards {
    /// The squares the side not to move attacks, its own pieces' squares included.
    ///
    /// ```
    /// use bbgen::{Bitboard, Board, Square::*};
    /// let board = Board::from_fen("4k3/8/8/3p4/8/8/8/4K3 w - - 0 1")?;
    /// let guarded: Bitboard = [C4, E4, D7, E7, F7, D8, F8].into_iter().collect();
    /// assert_eq!(board.guards().attacked(), guarded);
    /// # Ok::<(), bbgen::FenError>(())
    /// ```
    #[inline]
    pub const fn attacked(&self) -> Bitboard {
        self.attacked
    }

    /// The pieces, either side's, that a bishop, rook or queen of the side not to move attacks:
    /// moving one away may open that line beyond it.
    ///
    /// ```
    /// use bbgen::{Board, Square::*};
    /// let board = Board::from_fen("r3k3/8/8/8/N7/8/8/4K3 w - - 0 1")?;
    /// assert_eq!(board.guards().seen_by_sliders(), A4.bitboard() | E8.bitboard());
    /// # Ok::<(), bbgen::FenError>(())
    /// ```
    #[inline]
    pub const fn seen_by_sliders(&self) -> Bitboard {
        self.seen_by_sliders
    }
}

/// How a move opens: either its value is known at once, or an exchange may follow it.
enum Opening {
    /// Nothing can follow: the move is not one of the side to move's, lands on its own piece, or
    /// is a king's, which legal play never leaves en prise. The value is what it takes.
    Settled(i32),
    /// The move takes `captured` and leaves a piece worth `on_target` on the target square;
    /// `occupied` is the board after it, the pieces that may recapture not yet found.
    Open { captured: i32, on_target: i32, occupied: Bitboard },
}

/// The state of the exchange on one square between two captures.
struct Exchange {
    /// The square fought over.
    target: Square,
    /// The pieces still on the board: the ones that have captured so far have left it.
    occupied: Bitboard,
    /// The pieces that attack the target, either colour, all still on the board.
    attackers: Bitboard,
    /// The side whose turn it is to recapture.
    side: Color,
}

impl Board {
    /// The material the side to move wins or loses by playing `mv` and letting both sides
    /// recapture on its target square, each with its least valuable piece, for as long as it
    /// pays: a cheap estimate, without search, of whether a capture or a quiet move loses the
    /// piece that makes it.
    ///
    /// Values come from [`Role::see_value`]. Pieces that move off a line to the target reveal
    /// the sliders behind them; pins are ignored; a king recaptures only when the other side
    /// has nothing left attacking the square; either side may stop at any point. En passant
    /// takes a pawn; a promotion counts as the pawn it was. A king's move is worth what it
    /// takes, as a legal one never steps into an attack. A move that does not start on a piece
    /// of the side to move, or that lands on one, is worth 0, never a panic.
    ///
    /// ```
    /// use bbgen::Board;
    /// // The knight takes a pawn that a knight, a bishop and the queen behind the bishop
    /// // defend; the rook and queen behind the knight are one piece short: white ends 200 down.
    /// let board = Board::from_fen("1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - -")?;
    /// assert_eq!(board.see(board.parse_uci("d3e5")?), -200);
    /// // A quiet move onto a square the pawn on b7 guards gives the bishop away.
    /// assert_eq!(board.see(board.parse_uci("g2c6")?), -300);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn see(&self, mv: Move) -> i32 {
        let (captured, mut on_target, mut exchange) = match self.see_opening(mv) {
            Opening::Settled(value) => return value,
            Opening::Open { captured, on_target, occupied } => (captured, on_target, self.exchange(mv.to, occupied)),
        };
        // `gains[d]` is what the side making capture `d` nets if the exchange stops right after
        // it. Every capture takes a piece off `occupied` and `from` left it already, so there
        // are at most 63 of them.
        let mut gains = [0; 64];
        gains[0] = captured;
        let mut depth = 0;
        while exchange.capture(self, |value| {
            depth += 1;
            gains[depth] = on_target - gains[depth - 1];
            on_target = value;
            false
        }) {}
        // Back up: each side makes its capture only if that beats stopping before it.
        while depth > 0 {
            gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
            depth -= 1;
        }
        gains[0]
    }

    /// Whether [`see`](Board::see) of `mv` is at least `threshold`, the question move ordering
    /// and pruning ask, answered as soon as the next capture cannot change it, often before
    /// the exchange is played out.
    ///
    /// As [`see`](Board::see), en passant takes a pawn and a promoting pawn stays the pawn it
    /// was, exchanges played out. Stockfish's `see_ge` plays neither out and answers
    /// `0 >= threshold` for both, so the two differ there (`cargo xtask search-cost` lists
    /// every such move on its streams), as they do where the piece values do.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::from_fen("1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - -")?;
    /// let mv = board.parse_uci("d3e5")?;
    /// assert!(board.see_ge(mv, -200));
    /// assert!(!board.see_ge(mv, -199));
    /// // En passant wins the pawn: at least 100, where Stockfish would answer 0 >= 100.
    /// let board = Board::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1")?;
    /// assert!(board.see_ge(board.parse_uci("e5d6")?, 100));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    // Inlined always: what comes before the attackers (the capture, the margin, the moving
    // piece's range of values) is a few instructions, fewer than a call's saving and restoring
    // of registers, and the attackers' own call saves none.
    #[inline(always)]
    pub fn see_ge(&self, mv: Move, threshold: i32) -> bool {
        self.see_ge_guarded(None, mv, threshold)
    }

    /// What the side not to move guards in this position, for a search to find once per node
    /// and hand to [`see_ge_with`](Board::see_ge_with): worth it where a node asks the exchange
    /// of many quiet moves, most of which go to squares nothing guards.
    ///
    /// Black's pawn guards c4 and e4, its bishop the long diagonal down to the knight on c3,
    /// which it sees, and its king the squares around it.
    ///
    /// ```text
    /// 8  k . . . . . . .
    /// 7  . . . . . . b .
    /// 6  . . . . . . . .
    /// 5  . . . p . . . .
    /// 4  . . . . . . . .
    /// 3  . . N . . . . .
    /// 2  . . . . . . . .
    /// 1  . . . . K . . .
    ///    a b c d e f g h
    /// ```
    ///
    /// ```
    /// use bbgen::{Board, Square::*};
    /// let board = Board::from_fen("k7/6b1/8/3p4/8/2N5/8/4K3 w - - 0 1")?;
    /// let guards = board.guards();
    /// assert!(guards.attacked().contains(E4) && guards.attacked().contains(C3));
    /// assert!(!guards.attacked().contains(D5) && !guards.attacked().contains(B2));
    /// assert_eq!(guards.seen_by_sliders(), C3.bitboard());
    /// # Ok::<(), bbgen::FenError>(())
    /// ```
    pub fn guards(&self) -> Guards {
        // The loops of the move generator's `danger`, written apart: the rooks here by the
        // fastest lookup and the sliders' squares kept apart. One helper for both cost the
        // generator's perft 0.27% more instructions on Kiwipete.
        let them = !self.side_to_move;
        let occupied = self.occupied();
        let queens = self.role(Role::Queen);
        let mut attacked =
            Bitboard(crate::fill::pawn_attacks(them, self.pieces(them, Role::Pawn).0)) | attacks::king(self.king(them));
        for sq in self.pieces(them, Role::Knight) {
            attacked |= attacks::knight(sq);
        }
        let mut lines = Bitboard::EMPTY;
        for sq in self.color(them) & (self.role(Role::Bishop) | queens) {
            lines |= attacks::bishop_moves(sq, occupied);
        }
        for sq in self.color(them) & (self.role(Role::Rook) | queens) {
            lines |= attacks::rook_fastest(sq, occupied);
        }
        Guards { attacked: attacked | lines, seen_by_sliders: lines & occupied }
    }

    /// [`see_ge`](Board::see_ge), the same answers, reading the node's [`guards`](Board::guards):
    /// a move whose target nothing guards, from a square no slider of the other side sees, and
    /// (en passant) taking a pawn no slider sees, opens no line onto the target and cannot be
    /// answered by a capture: it is settled by what it takes, without looking for attackers.
    ///
    /// Finding the guards takes two to three times the instructions of one
    /// [`attackers_to`](Board::attackers_to): they pay where a node asks about all its moves,
    /// quiet ones included, as a main node's pruning and ordering do (`cargo xtask search-cost`
    /// counts `see_ge_with` over every move of each position, the guards counted in), and not in
    /// quiescence, whose few captures mostly land on guarded squares.
    ///
    /// ```
    /// use bbgen::Board;
    /// let board = Board::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")?;
    /// let guards = board.guards();
    /// let loses = |uci| Ok::<_, Box<dyn std::error::Error>>(!board.see_ge_with(&guards, board.parse_uci(uci)?, 0));
    /// // The knight hangs on g5 to the queen; on e5 it takes a pawn the other knight avenges.
    /// assert!(loses("f3g5")? && loses("f3e5")?);
    /// // The bishop's c4 is guarded by nothing: answered without looking for attackers.
    /// assert!(!loses("f1c4")?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline(always)]
    pub fn see_ge_with(&self, guards: &Guards, mv: Move, threshold: i32) -> bool {
        self.see_ge_guarded(Some(guards), mv, threshold)
    }

    /// [`see_ge`](Board::see_ge), with the node's guards where the caller has them.
    #[inline(always)]
    fn see_ge_guarded(&self, guards: Option<&Guards>, mv: Move, threshold: i32) -> bool {
        let Some((captured, occupied)) = self.see_first_capture(mv) else { return 0 >= threshold };
        // With nothing recaptured the move nets `captured`: below the threshold, no exchange
        // can help. And if losing the moved piece still leaves the threshold met, no exchange
        // can hurt: a king, which legal play never leaves en prise, loses nothing, and another
        // piece may be worth no more than the margin. Only otherwise may a recapture matter.
        let margin = i64::from(captured) - i64::from(threshold);
        if margin < 0 {
            return false;
        }
        if self.worth_at_most(margin).contains(mv.from) {
            return true;
        }
        // The pieces the move takes off (its own start, and a pawn taken en passant) open only
        // the lines that ran into them: with none of them seen by a slider of the other side
        // and the target unguarded, the other side has nothing to recapture with.
        if let Some(guards) = guards
            && !guards.attacked.contains(mv.to)
            && (guards.seen_by_sliders & !occupied).is_empty()
        {
            return true;
        }
        let attackers = self.see_attackers(mv.to, occupied);
        if (attackers & self.color(!self.side_to_move)).is_empty() {
            return true;
        }
        self.see_recaptures(mv.to, occupied, attackers, margin)
    }

    /// The pieces worth at most `margin` ([`Role::see_value`]), which is not negative, kings
    /// always: found from the margin, whose few ranges are told apart in a compare or two,
    /// rather than from the moving piece, whose role takes more to read.
    #[inline(always)]
    fn worth_at_most(&self, margin: i64) -> Bitboard {
        let [pawns, knights, bishops, rooks, queens, kings] = self.roles;
        let value = |role: Role| i64::from(role.see_value());
        if margin < value(Role::Pawn) {
            kings
        } else if margin < value(Role::Knight) {
            pawns | kings
        } else if margin < value(Role::Rook) {
            pawns | knights | bishops | kings
        } else if margin < value(Role::Queen) {
            pawns | knights | bishops | rooks | kings
        } else {
            pawns | knights | bishops | rooks | queens | kings
        }
    }

    /// The pieces on `occupied` attacking `target`: kept out of line, where it needs no more
    /// registers than a call leaves free, so that [`see_ge`](Board::see_ge) inlined into a
    /// search's loop saves none for it.
    #[inline(never)]
    fn see_attackers(&self, target: Square, occupied: Bitboard) -> Bitboard {
        self.attackers_to(target, occupied) & occupied
    }

    /// The rest of [`see_ge`](Board::see_ge) once the move to `target` is made, `occupied` left
    /// and the opponent found among `attackers` (either colour, all in `occupied`): whether the
    /// opponent, recapturing the moving piece, fails to net more than `margin`, the exchange
    /// played out. The move's start is read back from `occupied` rather than passed: the caller
    /// then keeps one value fewer across its calls (`see_ge` at zero 98.4 -> 97.4 instructions).
    #[inline(never)]
    fn see_recaptures(&self, target: Square, occupied: Bitboard, attackers: Bitboard, margin: i64) -> bool {
        // Each round asks whether the side to recapture can net at least `need` by taking the
        // piece worth `at_stake`; the answer to the question about the move is `answer` if it
        // cannot, and the opposite if it can. It can if it takes and the other side then cannot
        // net more than `at_stake - need`, the same question one capture on.
        let mut exchange = Exchange { target, occupied, attackers, side: !self.side_to_move };
        // The one piece of ours that `occupied` lacks is the one that moved (en passant takes
        // one of theirs off too).
        let from = (self.color(self.side_to_move) & !occupied).first().unwrap_or(target);
        // The moving piece is no king and worth more than the margin (`see_ge` answered the
        // rest), so the first round's question stands: its role is read by testing the roles
        // in turn, cheapest first, as few exchanges start with a queen.
        let [pawns, knights, bishops, rooks, ..] = self.roles;
        let mut at_stake = i64::from(if pawns.contains(from) {
            Role::Pawn.see_value()
        } else if (knights | bishops).contains(from) {
            Role::Knight.see_value()
        } else if rooks.contains(from) {
            Role::Rook.see_value()
        } else {
            Role::Queen.see_value()
        });
        let mut need = margin + 1;
        let mut answer = true;
        // Each capture passes the question to the other side: if the piece it leaves on the
        // target is worth less than what the other side now needs, even an unanswered reply
        // cannot net it, and the exchange is decided.
        let mut settled = |value| {
            need = at_stake - need + 1;
            at_stake = i64::from(value);
            answer = !answer;
            at_stake < need
        };
        // The first recapture apart, before the loop sets up for longer exchanges: most end
        // with it.
        if exchange.capture(self, &mut settled) {
            while exchange.capture(self, &mut settled) {}
        }
        answer
    }

    /// Plays the first move of the exchange: what it captures (en passant included), the value
    /// it puts on the target, and the board after it.
    #[inline(always)]
    fn see_opening(&self, mv: Move) -> Opening {
        let Some((captured, occupied)) = self.see_first_capture(mv) else { return Opening::Settled(0) };
        let role = self.role_index_of_occupied(mv.from);
        if role == Role::King as usize {
            return Opening::Settled(captured);
        }
        Opening::Open { captured, on_target: SEE_VALUES[role & 7], occupied }
    }

    /// What `mv` takes (en passant included) and the pieces left on the board after it; `None`
    /// when it does not start on a piece of the side to move, or lands on one. The moving
    /// piece's role is left for the caller, which often needs none: a move that takes less than
    /// the threshold, or whose capture covers any piece's loss, is answered without it.
    #[inline(always)]
    fn see_first_capture(&self, mv: Move) -> Option<(i32, Bitboard)> {
        let us = self.side_to_move;
        if !self.color(us).contains(mv.from) || self.color(us).contains(mv.to) {
            return None;
        }
        let occupied = self.occupied();
        if occupied.contains(mv.to) {
            // The victim's role is read by testing the roles in turn, cheapest first, as most
            // captures take a pawn or a minor piece.
            let [pawns, knights, bishops, rooks, queens, _] = self.roles;
            let captured = if pawns.contains(mv.to) {
                Role::Pawn.see_value()
            } else if (knights | bishops).contains(mv.to) {
                Role::Knight.see_value()
            } else if rooks.contains(mv.to) {
                Role::Rook.see_value()
            } else if queens.contains(mv.to) {
                Role::Queen.see_value()
            } else {
                Role::King.see_value()
            };
            return Some((captured, occupied.without(mv.from)));
        }
        let mut occupied = occupied.without(mv.from);
        let mut captured = 0;
        if Some(mv.to) == self.en_passant
            && mv.from.file() != mv.to.file()
            && self.pieces(us, Role::Pawn).contains(mv.from)
        {
            // The pawn taken en passant stands beside the one that takes it.
            if let Some(passed) = Square::from_file_rank(mv.to.file(), mv.from.rank())
                && self.pieces(!us, Role::Pawn).contains(passed)
            {
                occupied = occupied.without(passed);
                captured = Role::Pawn.see_value();
            }
        }
        Some((captured, occupied))
    }

    /// The exchange on `target` once the first move has left `occupied` on the board: the side
    /// to move's opponent recaptures first.
    #[inline]
    fn exchange(&self, target: Square, occupied: Bitboard) -> Exchange {
        let attackers = self.attackers_to(target, occupied) & occupied;
        Exchange { target, occupied, attackers, side: !self.side_to_move }
    }
}

impl Exchange {
    /// Makes the next recapture, if the side to recapture has one: its least valuable attacker
    /// (the lowest square among equals) leaves the board, the sliders behind it join the
    /// attackers, and the turn passes. A king takes only if the other side then attacks the
    /// target no more. `settled` is told the value ([`Role::see_value`]) of the piece that
    /// takes, before the lines it opens are looked up, and says whether that capture decides
    /// the exchange: the exchange then stops there. Returns whether it goes on. Inlined into
    /// the exchange's loop, which keeps the exchange in registers.
    #[inline(always)]
    fn capture(&mut self, board: &Board, settled: impl FnOnce(i32) -> bool) -> bool {
        // The attackers are all on the board (whoever builds the exchange masks them with
        // `occupied`, and so does the end of each capture). Each role is tried in turn, its value and the lines it may open written in its
        // own branch.
        let ours = self.attackers & board.color(self.side);
        let queens = board.role(Role::Queen);
        let diagonal = board.role(Role::Bishop) | queens;
        let straight = board.role(Role::Rook) | queens;
        let (from, role, opens_diagonal, opens_straight) = if let Some(from) = (ours & board.role(Role::Pawn)).first() {
            (from, Role::Pawn, true, false)
        } else if let Some(from) = (ours & board.role(Role::Knight)).first() {
            (from, Role::Knight, false, false)
        } else if let Some(from) = (ours & board.role(Role::Bishop)).first() {
            (from, Role::Bishop, true, false)
        } else if let Some(from) = (ours & board.role(Role::Rook)).first() {
            (from, Role::Rook, false, true)
        } else if let Some(from) = (ours & queens).first() {
            (from, Role::Queen, true, true)
        } else if let Some(from) = (ours & board.role(Role::King)).first() {
            let occupied = self.occupied.without(from);
            let rest = self.attackers
                | (attacks::bishop_moves(self.target, occupied) & diagonal)
                | (attacks::rook_fastest(self.target, occupied) & straight);
            if !(rest & occupied & board.color(!self.side)).is_empty() {
                return false;
            }
            // Its lines need no looking up: the other side has nothing left to take with.
            (from, Role::King, false, false)
        } else {
            return false;
        };
        if settled(role.see_value()) {
            return false;
        }
        self.occupied = self.occupied.without(from);
        if opens_diagonal {
            self.attackers |= attacks::bishop_moves(self.target, self.occupied) & diagonal;
        }
        if opens_straight {
            self.attackers |= attacks::rook_fastest(self.target, self.occupied) & straight;
        }
        self.attackers &= self.occupied;
        self.side = !self.side;
        true
    }
}
