//! The move list: a fixed array of which only the entries pushed are ever written, so that
//! making a list writes nothing else (no filler to set, as a safe array of moves would need,
//! 969 bytes a list). The one invariant, that the first `len` entries are written, is kept by
//! [`MoveList::push`], the only writer; the two `unsafe` blocks read those entries as moves.

use core::fmt;
use core::iter::FusedIterator;
use core::mem::MaybeUninit;
use core::ops::{Deref, DerefMut};

use crate::Move;

/// The legal moves of a position, held without allocation.
///
/// It holds [`MoveList::CAPACITY`] moves, a bound for any position that
/// [`Board::from_fen`](crate::Board::from_fen) accepts or legal moves reach: at most nine
/// queens, two rooks, two bishops and two knights a side, each counted at its most moves on an
/// empty board. (The most any reachable position is known to have is 218.)
///
/// It dereferences to a slice of moves, mutably too, so that a search can sort it in place,
/// and iterates by reference or by value.
///
/// ```
/// use bbgen::{Board, Role};
/// let board = Board::startpos();
/// let mut moves = board.legal_moves();
/// assert_eq!(moves.len(), 20);
/// // Knight moves first, then the rest, each group by target square.
/// moves.sort_by_key(|mv| (board.piece_at(mv.from).map(|p| p.role) != Some(Role::Knight), mv.to));
/// assert_eq!(board.uci(moves[0], board.castling_mode()).to_string(), "b1a3");
/// let targets: Vec<_> = moves.into_iter().map(|mv| mv.to).collect();
/// assert_eq!(targets.len(), 20);
/// ```
#[derive(Clone)]
pub struct MoveList {
    /// The moves pushed, in `moves[..len]`; the rest never written.
    moves: [MaybeUninit<Move>; MoveList::CAPACITY],
    len: usize,
}

impl MoveList {
    /// How many moves a list holds: 27 for each of nine queens, 14 for each of two rooks, 13 for
    /// each of two bishops, 8 for each of two knights, and the king's 8 steps and 2 castlings.
    /// A pawn, at 12 moves at most (three targets, four promotions each), adds fewer than the
    /// queen it could become.
    pub const CAPACITY: usize = 9 * 27 + 2 * 14 + 2 * 13 + 2 * 8 + 8 + 2;

    /// An empty list, whose array is left unwritten: only its length is stored. (Built as one
    /// value, with the array `uninit()`, the compiler stores the whole as zeros.)
    #[inline]
    pub(crate) fn new() -> MoveList {
        let mut list = MaybeUninit::<MoveList>::uninit();
        #[allow(unsafe_code)]
        // SAFETY: `len` is written, and `moves`, an array of `MaybeUninit`, needs no value: the
        // list is whole, and holds no move.
        unsafe {
            (&raw mut (*list.as_mut_ptr()).len).write(0);
            list.assume_init()
        }
    }

    /// Adds a move; a full list drops it, which only a board made by playing illegal moves
    /// could lead to (and builds with debug assertions panic there).
    #[inline]
    pub(crate) fn push(&mut self, mv: Move) {
        debug_assert!(
            self.len < MoveList::CAPACITY,
            "a move list overflows: the board cannot be reached by legal play"
        );
        if let Some(slot) = self.moves.get_mut(self.len) {
            slot.write(mv);
            self.len += 1;
        }
    }
}

impl Deref for MoveList {
    type Target = [Move];

    #[inline]
    fn deref(&self) -> &[Move] {
        #[allow(unsafe_code)]
        // SAFETY: `push` writes `moves[len]` before it counts it, so the first `len` entries
        // (`len` at most the capacity) are written moves, and `MaybeUninit<Move>` has `Move`'s
        // layout.
        unsafe {
            core::slice::from_raw_parts(self.moves.as_ptr().cast::<Move>(), self.len)
        }
    }
}

impl DerefMut for MoveList {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Move] {
        #[allow(unsafe_code)]
        // SAFETY: as for `deref`; the borrow is unique, as `&mut self` is.
        unsafe {
            core::slice::from_raw_parts_mut(self.moves.as_mut_ptr().cast::<Move>(), self.len)
        }
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// Two lists are equal when they hold the same moves in the same order.
///
/// ```
/// use bbgen::Board;
/// let board = Board::startpos();
/// assert_eq!(board.legal_moves(), board.legal_moves());
/// assert_ne!(board.legal_moves(), board.noisy_moves());
/// ```
impl PartialEq for MoveList {
    fn eq(&self, other: &MoveList) -> bool {
        **self == **other
    }
}

impl Eq for MoveList {}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = core::slice::Iter<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a> IntoIterator for &'a mut MoveList {
    type Item = &'a mut Move;
    type IntoIter = core::slice::IterMut<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

impl IntoIterator for MoveList {
    type Item = Move;
    type IntoIter = MoveListIntoIter;

    fn into_iter(self) -> MoveListIntoIter {
        MoveListIntoIter { end: self.len, list: self, next: 0 }
    }
}

/// The moves of a [`MoveList`] by value, from either end: what `for mv in list` iterates.
#[derive(Clone, Debug)]
pub struct MoveListIntoIter {
    list: MoveList,
    /// The moves not yet given, `list[next..end]`.
    next: usize,
    end: usize,
}

impl Iterator for MoveListIntoIter {
    type Item = Move;

    #[inline]
    fn next(&mut self) -> Option<Move> {
        let mv = *self.list[..self.end].get(self.next)?;
        self.next += 1;
        Some(mv)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.end - self.next;
        (left, Some(left))
    }
}

impl DoubleEndedIterator for MoveListIntoIter {
    #[inline]
    fn next_back(&mut self) -> Option<Move> {
        if self.end == self.next {
            return None;
        }
        self.end -= 1;
        Some(self.list[self.end])
    }
}

impl ExactSizeIterator for MoveListIntoIter {}

impl FusedIterator for MoveListIntoIter {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Square;

    /// Reads, sorts, clones and iterations from either end agree with an array of the same
    /// moves, at lengths from none to the capacity: what Miri runs to check the reads of the
    /// array the list never fills.
    #[test]
    fn a_list_reads_as_the_moves_pushed() {
        let mv = |i: usize| Move::new(Square::ALL[i % 64], Square::ALL[i * 7 % 64]);
        for len in [0, 1, 2, 17, MoveList::CAPACITY - 1, MoveList::CAPACITY] {
            let mut list = MoveList::new();
            let mut expected = [Move::new(Square::A1, Square::A1); MoveList::CAPACITY];
            for i in 0..len {
                list.push(mv(i));
            }
            for (i, slot) in expected[..len].iter_mut().enumerate() {
                *slot = mv(i);
            }
            let expected = &mut expected[..len];
            assert_eq!(&list[..], &expected[..]);
            let copy = list.clone();
            list.sort_by_key(|mv| (mv.to, mv.from));
            expected.sort_by_key(|mv| (mv.to, mv.from));
            assert_eq!(&list[..], &expected[..]);
            assert_eq!(&copy[..len.min(1)], &[mv(0)][..len.min(1)]);
            assert!(list.clone().into_iter().eq(expected.iter().copied()));
            assert!(list.clone().into_iter().rev().eq(expected.iter().rev().copied()));
            let mut both = list.into_iter();
            assert_eq!(both.len(), len);
            assert_eq!(both.next(), expected.first().copied());
            assert_eq!(both.next_back(), expected.get(1..).and_then(|rest| rest.last()).copied());
            assert_eq!(both.len(), len.saturating_sub(2));
        }
    }
}
