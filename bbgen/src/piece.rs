//! Pieces: a colour and a role.

use crate::Color;

/// What a piece is, whatever its colour.
///
/// `role as usize` counts from 0 for the pawn to 5 for the king.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Role {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Role {
    /// Every role, pawn first.
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
    #[inline]
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }
}
