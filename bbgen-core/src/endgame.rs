//! Endgame knowledge from the crate's own tables: the king-and-pawn-against-king bitbase of
//! `kpk!()`, which is linked only into programs that ask it.

#![forbid(unsafe_code)]

use crate::{Board, Color, Role, Square};

// An expansion brings every accessor of its pattern, of which the runtime calls some.
#[allow(dead_code)]
mod tables {
    include!("generated/kpk.rs");
}

impl Board {
    /// Whether this is king and pawn against king and the side with the pawn cannot win it with
    /// best play (by the bitbase of `kpk!()`): a draw an evaluation can score as such. Any other
    /// material answers `false`.
    ///
    /// ```
    /// use bbgen::Board;
    /// // The defender holds the opposition in front of the pawn: a draw with White to move ...
    /// assert!(Board::from_fen("8/3k4/8/3K4/3P4/8/8/8 w - - 0 1")?.is_kpk_draw());
    /// // ... but lost with Black to move.
    /// assert!(!Board::from_fen("8/3k4/8/3K4/3P4/8/8/8 b - - 0 1")?.is_kpk_draw());
    /// // The same for Black's pawn, the board turned round.
    /// assert!(Board::from_fen("8/8/8/3p4/3k4/8/3K4/8 b - - 0 1")?.is_kpk_draw());
    /// assert!(!Board::startpos().is_kpk_draw());
    /// # Ok::<(), bbgen::FenError>(())
    /// ```
    pub fn is_kpk_draw(&self) -> bool {
        let pawns = self.role(Role::Pawn);
        let Some(pawn) = pawns.into_iter().next() else {
            return false;
        };
        if self.occupied().count() != 3 || pawns.count() != 1 {
            return false;
        }
        let strong = if self.color(Color::White).contains(pawn) { Color::White } else { Color::Black };
        // The bitbase sees the side with the pawn as White: turn a black pawn's board round.
        let seen = |sq: Square| Square::ALL[sq.index() ^ if strong == Color::White { 0 } else { 56 }];
        !tables::kpk(seen(self.king(strong)), seen(pawn), seen(self.king(strong.flip())), self.side_to_move() == strong)
    }
}
