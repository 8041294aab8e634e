//! Which (attacker, attacked) role pairs of threats an engine counts.

#![forbid(unsafe_code)]

use crate::{Bitboard, Board, Role};

/// The (attacker role, attacked role) pairs of threats that count, whatever the colours: the
/// filter of [`Board::play_unchecked_with_threats`], which records only the threats of these
/// pairs.
///
/// `nnue_threats!` emits its map's pairs as a constant (`SF10_PAIRS` beside `SF10_DIMENSIONS`).
/// Passed as a constant, the filter is folded where the call is inlined: the pairs a map never
/// counts cost nothing, as in an engine's hand-written code.
///
/// ```
/// use bbgen::{Role, ThreatPairs};
/// // Only knights attacking rooks and queens.
/// let pairs = ThreatPairs::NONE.with(Role::Knight, Role::Rook).with(Role::Knight, Role::Queen);
/// assert!(pairs.contains(Role::Knight, Role::Queen));
/// assert!(!pairs.contains(Role::Rook, Role::Knight));
/// assert!(ThreatPairs::ALL.contains(Role::King, Role::King));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ThreatPairs {
    /// Bit `6 * attacker + attacked` set for each pair that counts, roles numbered as in
    /// [`Role::ALL`].
    bits: u64,
}

impl ThreatPairs {
    /// Every pair: every threat counts.
    pub const ALL: ThreatPairs = ThreatPairs { bits: (1 << 36) - 1 };

    /// No pair: nothing is recorded.
    pub const NONE: ThreatPairs = ThreatPairs { bits: 0 };

    /// The pairs whose bits are set in `bits`, bit `6 * attacker + attacked` for each pair, roles
    /// numbered pawn 0 to king 5 ([`Role::ALL`]); bits from 36 up are ignored. The form
    /// `nnue_threats!` emits its constant in.
    ///
    /// ```
    /// use bbgen::{Role, ThreatPairs};
    /// let pawn_takes_rook = 6 * Role::Pawn as u32 + Role::Rook as u32;
    /// let pairs = ThreatPairs::from_bits(1 << pawn_takes_rook);
    /// assert_eq!(pairs, ThreatPairs::NONE.with(Role::Pawn, Role::Rook));
    /// assert_eq!(pairs.bits(), 1 << 3);
    /// ```
    #[inline]
    pub const fn from_bits(bits: u64) -> ThreatPairs {
        ThreatPairs { bits: bits & ThreatPairs::ALL.bits }
    }

    /// The pairs as bits, as [`from_bits`](ThreatPairs::from_bits) reads them.
    #[inline]
    pub const fn bits(self) -> u64 {
        self.bits
    }

    /// These pairs with `attacker` attacking `attacked` added.
    #[inline]
    pub const fn with(self, attacker: Role, attacked: Role) -> ThreatPairs {
        ThreatPairs { bits: self.bits | 1 << (6 * attacker as u32 + attacked as u32) }
    }

    /// Whether a threat of `attacker` against `attacked` counts.
    #[inline]
    pub const fn contains(self, attacker: Role, attacked: Role) -> bool {
        self.bits >> (6 * attacker as u32 + attacked as u32) & 1 == 1
    }

    /// The roles a piece of `attacker`'s role counts threats against, a bit each.
    #[inline]
    const fn row(self, attacker: Role) -> u64 {
        self.bits >> (6 * attacker as u32) & 63
    }

    /// The roles whose threats against a piece of `attacked`'s role count, a bit each.
    #[inline]
    pub(crate) const fn column(self, attacked: Role) -> u64 {
        let mut column = 0;
        let mut role = 0;
        while role < 6 {
            column |= (self.bits >> (6 * role + attacked as u32) & 1) << role;
            role += 1;
        }
        column
    }

    /// The roles that count threats against some role, a bit each.
    #[inline]
    pub(crate) const fn attacking(self) -> u64 {
        let mut roles = 0;
        let mut role = 0;
        while role < 6 {
            roles |= ((self.bits >> (6 * role) & 63 != 0) as u64) << role;
            role += 1;
        }
        roles
    }

    /// Whether any pair counts of which `role` is the attacker or the attacked.
    #[inline]
    pub(crate) const fn involves(self, role: Role) -> bool {
        self.row(role) | self.column(role) != 0
    }

    /// The pieces of `board` that a piece of `attacker`'s role counts threats against.
    #[inline]
    pub(crate) fn targets(self, board: &Board, attacker: Role) -> Bitboard {
        of_roles(board, self.row(attacker))
    }
}

/// The pieces of `board` of the roles whose bits `roles` sets.
#[inline]
fn of_roles(board: &Board, roles: u64) -> Bitboard {
    Role::ALL.into_iter().fold(Bitboard::EMPTY, |set, role| {
        set | Bitboard(board.role(role).0 & (roles >> role as u32 & 1).wrapping_neg())
    })
}
