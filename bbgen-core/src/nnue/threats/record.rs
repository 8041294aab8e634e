//! A move played with its threat changes recorded on the way, from attack lookups at the two
//! squares it changes: what an engine's search calls.

#![forbid(unsafe_code)]

use super::{List, Threat, ThreatChanges, ThreatPairs};
use crate::{Bitboard, Board, CastlingSide, Color, Move, Piece, Role, Square, attacks};

impl Board {
    /// Plays the legal move `mv`, as [`play_unchecked`](Board::play_unchecked) does, and records
    /// in `changes` what it changes among the threats whose (attacker role, attacked role) pair
    /// is in `pairs`: exactly the threats [`threat_changes`](Board::threat_changes) reports of
    /// those pairs, each once. `changes` is cleared first, so that one record serves every move
    /// of a search.
    ///
    /// Nothing is compared before and after: as Stockfish records its own, the threats of each
    /// piece that leaves or reaches a square, and the threats against it, come from attack
    /// lookups at that square, and so do the threats of the sliders whose lines past the
    /// square the move opens or closes. For each square the move changes, in the order the
    /// move leaves, captures on and reaches them (castling: the squares the king and rook
    /// leave, then those they reach; en passant: the squares emptied, then the one reached,
    /// then the lines), each list receives the threats the piece there makes, by target
    /// square, then those against it, by attacker square, pawns, knights and kings before
    /// sliders, then the threats along the lines through the square, by slider square.
    ///
    /// Pass the pairs as a constant (`nnue_threats!`'s `NAME_PAIRS`, or [`ThreatPairs::ALL`]):
    /// the call is always inlined, and with it the filter folds away, with the lookups that only
    /// the pairs left out would read. Where the target lacks BMI2, the rook lookups read a
    /// fancy-magic table of their own (808 KiB, linked only into programs that call this): the
    /// recording takes 14% fewer instructions than with the runtime's kindergarten rook
    /// (BENCHMARKS.md, "Threat changes").
    ///
    /// ```
    /// use bbgen::{Board, Role, ThreatChanges, ThreatPairs};
    /// let mut board = Board::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -")?;
    /// let mv = board.parse_uci("e5f7")?;
    /// let all = board.threat_changes(mv);
    /// let knights = ThreatPairs::NONE.with(Role::Knight, Role::Pawn).with(Role::Knight, Role::Rook);
    /// let mut changes = ThreatChanges::new();
    /// board.play_unchecked_with_threats(mv, &knights, &mut changes);
    /// assert_eq!(board.to_string(), "r3k2r/p1ppqNb1/bn2pnp1/3P4/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1");
    /// // The knight on e5 attacked the pawns on d7, f7 and g6, and from f7 attacks the rook on h8.
    /// let knight_threats = |list: &[bbgen::Threat]| {
    ///     let mut list: Vec<_> = list.iter().filter(|t| knights.contains(t.attacker.role, t.attacked.role)).copied().collect();
    ///     list.sort_by_key(|t| (t.from, t.to));
    ///     list
    /// };
    /// assert_eq!(knight_threats(changes.removed()), knight_threats(all.removed()));
    /// assert_eq!(changes.removed().len(), 3);
    /// assert_eq!(knight_threats(changes.added()), knight_threats(all.added()));
    /// assert_eq!(changes.added().len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline(always)]
    #[track_caller]
    pub fn play_unchecked_with_threats(&mut self, mv: Move, pairs: &ThreatPairs, changes: &mut ThreatChanges) {
        if cfg!(debug_assertions)
            && let Err(error) = self.checked(mv)
        {
            panic!("play_unchecked_with_threats: {error}");
        }
        changes.clear();
        let us = self.side_to_move;
        if !self.colors[us as usize].contains(mv.from) {
            return;
        }
        let pairs = *pairs;
        // Each role is compiled apart, with the role a constant, so that a constant `pairs`
        // leaves only the lookups that role needs.
        match self.role_of_occupied(mv.from) {
            Role::Pawn if Some(mv.to) == self.en_passant && mv.from.file() != mv.to.file() => {
                self.en_passant_with_threats(mv, pairs, changes);
            }
            Role::King if self.colors[us as usize].contains(mv.to) => self.castle_with_threats(mv, pairs, changes),
            Role::Pawn => self.move_with_threats(mv, Role::Pawn, pairs, changes),
            Role::Knight => self.move_with_threats(mv, Role::Knight, pairs, changes),
            Role::Bishop => self.move_with_threats(mv, Role::Bishop, pairs, changes),
            Role::Rook => self.move_with_threats(mv, Role::Rook, pairs, changes),
            Role::Queen => self.move_with_threats(mv, Role::Queen, pairs, changes),
            Role::King => self.move_with_threats(mv, Role::King, pairs, changes),
        }
    }

    /// Plays and records `mv`, a move of a piece of `role` to a square that is empty or holds an
    /// enemy piece: the two squares it changes, with attack lookups at each, read on the board
    /// before the move.
    #[inline(always)]
    fn move_with_threats(&mut self, mv: Move, role: Role, pairs: ThreatPairs, changes: &mut ThreatChanges) {
        let (from, to, us) = (mv.from, mv.to, self.side_to_move);
        let before = self.occupied();
        let victim = if before.contains(to) { Some(self.piece_of_occupied(to)) } else { None };
        let changed = from.bitboard() | to.bitboard();
        // Of the sliders that see `from` or `to`, those whose lines past it the move opens or
        // closes: all but those on the line through both squares, along which the move slides
        // over empty squares, so that such a slider sees past either square what it saw
        // before, or sees the other square, whose piece's threats are recorded as its own.
        let aside = !(attacks::line(from, to) | changed);
        let mover = Piece::new(us, role);
        let seen = View::at(from, before);
        self.direct(mover, from, &seen, before, changed, pairs, changes.removed_list());
        self.lines_past(from, &seen, before, changed, aside, pairs, false, changes.added_list());
        if let Some(victim) = victim {
            let seen = View::at(to, before);
            self.direct(victim, to, &seen, before, changed, pairs, changes.removed_list());
        }
        // The piece arrives, and closes the lines of the sliders that saw `to` empty. A pawn
        // that promotes arrives as another role.
        let placed = match (role, mv.promotion) {
            (Role::Pawn, Some(promotion)) => promotion,
            _ => role,
        };
        let after = before.without(from).with(to);
        let seen = View::at(to, after);
        self.direct(Piece::new(us, placed), to, &seen, after, changed, pairs, changes.added_list());
        if victim.is_none() {
            self.lines_past(to, &seen, after, changed, aside, pairs, false, changes.removed_list());
        }
        self.apply_role(mv, role);
    }

    /// Plays and records `mv`, an en passant capture: three squares change.
    fn en_passant_with_threats(&mut self, mv: Move, pairs: ThreatPairs, changes: &mut ThreatChanges) {
        let us = self.side_to_move;
        let before = *self;
        self.apply_role(mv, Role::Pawn);
        // The captured pawn stands beside the moving one, on the square it left.
        if let Some(taken) = Square::from_file_rank(mv.to.file(), mv.from.rank()) {
            let (pawn, theirs) = (Piece::new(us, Role::Pawn), Piece::new(!us, Role::Pawn));
            let gone = [Some((pawn, mv.from)), Some((theirs, taken))];
            squares_with_threats(&before, self, gone, [Some((pawn, mv.to)), None], pairs, changes);
        }
    }

    /// Plays and records `mv`, a castling move, the king onto its own rook: up to four squares
    /// change, and in Chess960 the king and rook may take each other's.
    fn castle_with_threats(&mut self, mv: Move, pairs: ThreatPairs, changes: &mut ThreatChanges) {
        let us = self.side_to_move;
        let side = CastlingSide::of_castling(mv.from, mv.to);
        if self.castling_rook(us, side) != Some(mv.to) {
            return;
        }
        let before = *self;
        self.apply_role(mv, Role::King);
        let (king, rook) = (Piece::new(us, Role::King), Piece::new(us, Role::Rook));
        let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
        // A Chess960 king or rook may stay where it stands: its square does not change, and it
        // sees, or is seen, along the rank past the other's squares.
        if mv.from == king_to {
            squares_with_threats(
                &before,
                self,
                [Some((rook, mv.to)), None],
                [Some((rook, rook_to)), None],
                pairs,
                changes,
            );
            return;
        }
        if mv.to == rook_to {
            squares_with_threats(
                &before,
                self,
                [Some((king, mv.from)), None],
                [Some((king, king_to)), None],
                pairs,
                changes,
            );
            return;
        }
        // Otherwise no line past a changed square opens or closes: all four lie on the back
        // rank, at the edge, so only the rank runs past them, and along it, between the
        // outermost, each board holds only the king and the rook, which a slider further out
        // sees first.
        let changed = mv.from.bitboard() | mv.to.bitboard() | king_to.bitboard() | rook_to.bitboard();
        let (occupied, now_occupied) = (before.occupied(), self.occupied());
        for (piece, from, to) in [(king, mv.from, king_to), (rook, mv.to, rook_to)] {
            if !pairs.involves(piece.role) {
                continue;
            }
            let seen = View::at(from, occupied);
            before.direct(piece, from, &seen, occupied, changed, pairs, changes.removed_list());
            let seen = View::at(to, now_occupied);
            self.direct(piece, to, &seen, now_occupied, changed, pairs, changes.added_list());
        }
    }

    /// Records the threats `piece` on `sq` makes and receives, with `occupied` on the board and
    /// this board's pieces elsewhere, into `list`: those of `pairs`, except threats from the
    /// `changed` squares, which are their own pieces' to record.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn direct(
        &self,
        piece: Piece,
        sq: Square,
        seen: &View,
        occupied: Bitboard,
        changed: Bitboard,
        pairs: ThreatPairs,
        mut list: List<'_>,
    ) {
        for to in seen.of(piece, sq) & occupied & pairs.targets(self, piece.role) {
            list.push(Threat { attacker: piece, from: sq, attacked: self.piece_of_occupied(to), to });
        }
        let column = pairs.column(piece.role);
        for by in seen.leapers(self, sq, column) & !changed {
            list.push(Threat { attacker: self.piece_of_occupied(by), from: by, attacked: piece, to: sq });
        }
        for by in seen.sliders(self, column) & !changed {
            list.push(Threat { attacker: seen.slider(self, by), from: by, attacked: piece, to: sq });
        }
    }

    /// Records into `list` the threats, of `pairs`, of the sliders on `lines` that see `sq`
    /// against the first piece past it, with `occupied` on the board, where that piece does not
    /// stand on a `changed` square; where `once`, only those not in the list already.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn lines_past(
        &self,
        sq: Square,
        seen: &View,
        occupied: Bitboard,
        changed: Bitboard,
        lines: Bitboard,
        pairs: ThreatPairs,
        once: bool,
        mut list: List<'_>,
    ) {
        for slider in seen.sliders(self, pairs.attacking()) & lines {
            // Along the line, `sq` sees the slider one way and the first piece past it the other.
            let past = attacks::line(slider, sq) & seen.all() & occupied & !changed;
            if let Some(to) = past.without(slider).first() {
                let (attacker, attacked) = (seen.slider(self, slider), self.piece_of_occupied(to));
                let threat = Threat { attacker, from: slider, attacked, to };
                if pairs.contains(attacker.role, attacked.role) && !(once && list.contains(&threat)) {
                    list.push(threat);
                }
            }
        }
    }
}

/// Records the threat changes between `before` and `after`, the boards before and after a move
/// that takes the pieces `gone` off their squares and puts those of `came` on theirs, none of
/// them on a square whose contents stay: the threats each of those pieces makes and receives,
/// on the board it stands on, and those of the sliders whose lines through an emptied square
/// open and through a filled one close.
fn squares_with_threats(
    before: &Board,
    after: &Board,
    gone: [Option<(Piece, Square)>; 2],
    came: [Option<(Piece, Square)>; 2],
    pairs: ThreatPairs,
    changes: &mut ThreatChanges,
) {
    let (occupied, now_occupied) = (before.occupied(), after.occupied());
    let mut changed = Bitboard::EMPTY;
    for (_, sq) in gone.into_iter().chain(came).flatten() {
        changed = changed.with(sq);
    }
    for (piece, sq) in gone.into_iter().flatten().filter(|(piece, _)| pairs.involves(piece.role)) {
        let seen = View::at(sq, occupied);
        before.direct(piece, sq, &seen, occupied, changed, pairs, changes.removed_list());
    }
    for (piece, sq) in came.into_iter().flatten().filter(|(piece, _)| pairs.involves(piece.role)) {
        let seen = View::at(sq, now_occupied);
        after.direct(piece, sq, &seen, now_occupied, changed, pairs, changes.added_list());
    }
    // A line through two emptied squares, or two filled ones, is found from both: kept once.
    for sq in changed & now_occupied & !occupied {
        let seen = View::at(sq, occupied);
        before.lines_past(sq, &seen, occupied, changed, !changed, pairs, true, changes.removed_list());
    }
    for sq in changed & occupied & !now_occupied {
        let seen = View::at(sq, now_occupied);
        after.lines_past(sq, &seen, now_occupied, changed, !changed, pairs, true, changes.added_list());
    }
}

/// The slider lookups at one square with one occupancy, which give its piece's attacks, the
/// sliders that attack it, and the first piece past it on each of their lines.
struct View {
    rook: Bitboard,
    bishop: Bitboard,
}

impl View {
    /// The lookups at `sq`, each by the runtime's fastest for the target (the rook by
    /// [`attacks::rook_fastest`]).
    #[inline(always)]
    fn at(sq: Square, occupied: Bitboard) -> View {
        View { rook: attacks::rook_fastest(sq, occupied), bishop: attacks::bishop_moves(sq, occupied) }
    }

    /// Both lookups together: a queen's attacks.
    #[inline(always)]
    fn all(&self) -> Bitboard {
        self.rook | self.bishop
    }

    /// The squares `piece` on `sq` attacks.
    #[inline(always)]
    fn of(&self, piece: Piece, sq: Square) -> Bitboard {
        match piece.role {
            Role::Pawn => attacks::pawn(piece.color, sq),
            Role::Knight => attacks::knight(sq),
            Role::Bishop => self.bishop,
            Role::Rook => self.rook,
            Role::Queen => self.all(),
            Role::King => attacks::king(sq),
        }
    }

    /// The sliders of either colour that attack `sq`, of the roles whose bits `roles` sets.
    #[inline(always)]
    fn sliders(&self, board: &Board, roles: u64) -> Bitboard {
        let of = |role: Role| if roles >> role as u32 & 1 == 1 { board.role(role) } else { Bitboard::EMPTY };
        let queens = of(Role::Queen);
        (self.rook & (of(Role::Rook) | queens)) | (self.bishop & (of(Role::Bishop) | queens))
    }

    /// The slider of either colour on `sq`, one of [`sliders`](View::sliders).
    #[inline(always)]
    fn slider(&self, board: &Board, sq: Square) -> Piece {
        let role = if board.role(Role::Queen).contains(sq) {
            Role::Queen
        } else if self.rook.contains(sq) {
            Role::Rook
        } else {
            Role::Bishop
        };
        Piece::new(Color::ALL[usize::from(board.color(Color::Black).contains(sq))], role)
    }

    /// The pawns, knights and kings of either colour that attack `sq`, of the roles whose bits
    /// `roles` sets.
    #[inline(always)]
    fn leapers(&self, board: &Board, sq: Square, roles: u64) -> Bitboard {
        let has = |role: Role| roles >> role as u32 & 1 == 1;
        let mut attackers = Bitboard::EMPTY;
        if has(Role::Pawn) {
            attackers |= (attacks::pawn(Color::White, sq) & board.pieces(Color::Black, Role::Pawn))
                | (attacks::pawn(Color::Black, sq) & board.pieces(Color::White, Role::Pawn));
        }
        if has(Role::Knight) {
            attackers |= attacks::knight(sq) & board.role(Role::Knight);
        }
        if has(Role::King) {
            attackers |= attacks::king(sq) & board.role(Role::King);
        }
        attackers
    }
}
