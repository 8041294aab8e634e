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

    /// The role's letter in lower case, as FEN writes a black piece and UCI a promotion: `p`, `n`,
    /// `b`, `r`, `q`, `k`.
    ///
    /// ```
    /// use bbgen::Role;
    /// assert_eq!(Role::Knight.char(), 'n');
    /// assert_eq!(Role::ALL.map(Role::char), ['p', 'n', 'b', 'r', 'q', 'k']);
    /// ```
    #[inline]
    pub const fn char(self) -> char {
        b"pnbrqk"[self as usize] as char
    }

    /// The role's letter in upper case, as FEN writes a white piece and SAN any piece: `P`, `N`,
    /// `B`, `R`, `Q`, `K`.
    ///
    /// ```
    /// use bbgen::Role;
    /// assert_eq!(Role::Queen.upper_char(), 'Q');
    /// ```
    #[inline]
    pub const fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }

    /// The role a letter names, in either case; `None` for any other character.
    ///
    /// ```
    /// use bbgen::Role;
    /// assert_eq!(Role::from_char('B'), Some(Role::Bishop));
    /// assert_eq!(Role::from_char('b'), Some(Role::Bishop));
    /// assert_eq!(Role::from_char('x'), None);
    /// ```
    #[inline]
    pub const fn from_char(c: char) -> Option<Role> {
        let mut i = 0;
        while i < 6 {
            if Role::ALL[i].char() == c.to_ascii_lowercase() {
                return Some(Role::ALL[i]);
            }
            i += 1;
        }
        None
    }
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

    /// The piece's FEN letter: upper case for white, lower case for black.
    ///
    /// ```
    /// use bbgen::{Color, Piece, Role};
    /// assert_eq!(Piece::new(Color::White, Role::King).char(), 'K');
    /// assert_eq!(Piece::new(Color::Black, Role::Pawn).char(), 'p');
    /// ```
    #[inline]
    pub const fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.char(),
        }
    }

    /// The piece a FEN letter names: upper case for white, lower case for black.
    ///
    /// ```
    /// use bbgen::{Color, Piece, Role};
    /// assert_eq!(Piece::from_char('q'), Some(Piece::new(Color::Black, Role::Queen)));
    /// assert_eq!(Piece::from_char('1'), None);
    /// ```
    #[inline]
    pub const fn from_char(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
        match Role::from_char(c) {
            Some(role) => Some(Piece::new(color, role)),
            None => None,
        }
    }
}
