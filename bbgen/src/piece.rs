//! Pieces: a colour and a role.

#![forbid(unsafe_code)]

use crate::Color;

/// What a piece is, whatever its colour.
///
/// `role as usize` counts from 0 for the pawn to 5 for the king.
///
/// ```
/// use bbgen::Role;
/// assert_eq!(Role::Pawn as usize, 0);
/// assert_eq!(Role::King as usize, 5);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Role {
    /// Pushes forward, captures diagonally forward and promotes on the last rank.
    Pawn,
    /// Jumps two squares one way and one the other.
    Knight,
    /// Slides along diagonals.
    Bishop,
    /// Slides along ranks and files.
    Rook,
    /// Slides like a rook or a bishop.
    Queen,
    /// Steps one square any way, and castles.
    King,
}

impl Role {
    /// Every role, pawn first.
    ///
    /// ```
    /// use bbgen::Role;
    /// assert!(Role::ALL.iter().enumerate().all(|(i, &role)| role as usize == i));
    /// ```
    pub const ALL: [Role; 6] = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King];
}

/// A piece: its colour and its role.
///
/// ```
/// use bbgen::{Color, Piece, Role};
/// let piece = Piece::new(Color::Black, Role::Knight);
/// assert_eq!((piece.color, piece.role), (Color::Black, Role::Knight));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What it is.
    pub role: Role,
}

impl Piece {
    /// The piece of this colour and role.
    ///
    /// ```
    /// use bbgen::{Color, Piece, Role};
    /// let queen = Piece::new(Color::White, Role::Queen);
    /// assert_eq!(queen, Piece { color: Color::White, role: Role::Queen });
    /// ```
    #[inline]
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }
}
