// The Stockfish side of `cargo xtask threat-cost`: Stockfish's own `do_move` and `undo_move`
// over a move stream, as its search calls them, and the changed indices of its network's three
// input sets, linked with a checkout the user names. Nothing of Stockfish's is kept here; the
// xtask compiles this file with Stockfish's sources and flags.
//
//   harness STREAM count 0|1 REPEATS          the loop, with (1) or without (0) its work
//   harness STREAM record                     each move's threat changes, net, one line a move
//   harness STREAM inputs-count 0|1 REPEATS   the loop with each side's changed indices of the
//                                             three sets, as the accumulator update finds them
//   harness STREAM inputs-record              each position's active indices and each move's
//                                             changes, as `bbgen features STOCKFISH` prints them
//
// STREAM holds a position a line: a FEN, a `;`, and its legal moves in UCI, castling written
// as the king onto its own rook.

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <iostream>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "attacks.h"
#include "bitboard.h"
#include "movegen.h"
#include "position.h"

#include "nnue/features/full_threats.h"
#include "nnue/features/half_ka_v2_hm.h"
#include "nnue/features/pp_3wide.h"

#include "bbgen_stream.h"

using namespace Stockfish;
using namespace Stockfish::Eval::NNUE::Features;
using bbgen_stream::Line;
using bbgen_stream::read;
using bbgen_stream::uci;

namespace {

// A threat as the xtask writes it: attacker, its square, attacked, its square (`Nf3Pe5`).
std::string threat(Piece pc, Square from, Piece threatened, Square to) {
    auto piece  = [](Piece p) { return std::string(1, " PNBRQK  pnbrqk"[p]); };
    auto square = [](Square s) { return std::string{char('a' + file_of(s)), char('1' + rank_of(s))}; };
    return piece(pc) + square(from) + piece(threatened) + square(to);
}

// The indices of a list, ascending.
template<typename List>
std::vector<int> sorted(const List& list) {
    std::vector<int> out(list.begin(), list.end());
    std::sort(out.begin(), out.end());
    return out;
}

// Each input's active indices of `pos` from `perspective`: its pieces' (Stockfish's piece-square
// set has no function for them: its `make_index` for each piece), its threats' and its pairs'.
std::vector<std::vector<int>> active(const Position& pos, Color perspective) {
    HalfKAv2_hm::IndexList psq;
    for (Bitboard b = pos.pieces(); b;)
    {
        Square s = pop_lsb(b);
        psq.push_back(HalfKAv2_hm::make_index(perspective, s, pos.piece_on(s), pos.square<KING>(perspective)));
    }
    FullThreats::IndexList threats;
    FullThreats::append_active_indices(perspective, pos, threats);
    PP_3Wide::IndexList pairs;
    PP_3Wide::append_active_indices(perspective, pos, pairs);
    return {sorted(psq), sorted(threats), sorted(pairs)};
}

// A move's net changes of one input, ` -a +b` ascending: an index removed and added cancels.
template<typename List>
std::string net(const List& removed, const List& added) {
    std::map<int, int> count;
    for (auto i : removed)
        count[i] -= 1;
    for (auto i : added)
        count[i] += 1;
    std::string out;
    for (int sign : {-1, 1})
        for (const auto& [index, n] : count)
            if (n * sign > 0)
                for (int k = 0; k < n * sign; ++k)
                    out += std::string(sign < 0 ? " -" : " +") + std::to_string(index);
    return out;
}

// Each side's changed indices of the three sets after a move, as Stockfish's accumulator update
// finds them: both sides at once where neither refreshes (`append_changed_indices_both` for
// the threats and the pawn pairs, which share a block, and the piece-square set's for each
// side), else each side that does not refresh on its own; their count.
size_t changed_indices(const Position& pos, const Dirties& dirties) {
    Square wk = pos.square<KING>(WHITE), bk = pos.square<KING>(BLACK);
    bool   refresh[] = {HalfKAv2_hm::requires_refresh(dirties.dirtyPiece, WHITE),
                        HalfKAv2_hm::requires_refresh(dirties.dirtyPiece, BLACK)};
    HalfKAv2_hm::IndexList psqRemoved[COLOR_NB], psqAdded[COLOR_NB];
    FullThreats::IndexList thrRemoved[COLOR_NB], thrAdded[COLOR_NB];
    if (!refresh[WHITE] && !refresh[BLACK])
    {
        FullThreats::append_changed_indices_both(wk, bk, dirties.dirtyThreats, thrRemoved[WHITE], thrAdded[WHITE],
                                                 thrRemoved[BLACK], thrAdded[BLACK]);
        PP_3Wide::append_changed_indices_both(wk, bk, dirties.dirtyPawnPairs, thrRemoved[WHITE], thrAdded[WHITE],
                                              thrRemoved[BLACK], thrAdded[BLACK]);
        HalfKAv2_hm::append_changed_indices(WHITE, wk, dirties.dirtyPiece, psqRemoved[WHITE], psqAdded[WHITE]);
        HalfKAv2_hm::append_changed_indices(BLACK, bk, dirties.dirtyPiece, psqRemoved[BLACK], psqAdded[BLACK]);
    }
    else
        for (Color c : {WHITE, BLACK})
            if (!refresh[c])
            {
                Square ksq = c == WHITE ? wk : bk;
                FullThreats::append_changed_indices(c, ksq, dirties.dirtyThreats, thrRemoved[c], thrAdded[c]);
                PP_3Wide::append_changed_indices(c, ksq, dirties.dirtyPawnPairs, thrRemoved[c], thrAdded[c]);
                HalfKAv2_hm::append_changed_indices(c, ksq, dirties.dirtyPiece, psqRemoved[c], psqAdded[c]);
            }
    size_t total = 0;
    for (Color c : {WHITE, BLACK})
        total += psqRemoved[c].size() + psqAdded[c].size() + thrRemoved[c].size() + thrAdded[c].size();
    return total;
}

}  // namespace

int main(int argc, char* argv[]) {
    if (argc < 3)
    {
        std::cerr << "usage: harness STREAM count|inputs-count 0|1 REPEATS | harness STREAM record|inputs-record\n";
        return 2;
    }
    Attacks::init();
    Position::init();
    std::vector<Line>     lines = read(argv[1]);
    std::string           mode  = argv[2];
    Dirties               dirties;
    StateInfo             next;
    if (mode == "record")
    {
        for (const Line& line : lines)
        {
            StateInfo root;
            Position  pos;
            pos.set(line.fen, true, &root);
            for (Move m : line.moves)
            {
                new (&dirties.dirtyThreats) DirtyThreats;
                new (&dirties.dirtyPawnPairs) DirtyPawnPairs;
                pos.do_move(m, next, pos.gives_check(m), dirties, nullptr, nullptr);
                // An identical add and remove in the list cancel: the net count of each threat.
                std::map<std::string, int> net;
                for (const DirtyThreat& dt : dirties.dirtyThreats.list)
                    net[threat(dt.pc(), dt.pc_sq(), dt.threatened_pc(), dt.threatened_sq())] +=
                      dt.add() ? 1 : -1;
                std::cout << uci(m);
                for (const auto& [text, count] : net)
                    for (int i = 0; i < (count < 0 ? -count : count); ++i)
                        std::cout << ' ' << (count > 0 ? '+' : '-') << text;
                std::cout << '\n';
                pos.undo_move(m);
            }
        }
        return 0;
    }
    if (mode == "inputs-record")
    {
        const char* sides[] = {"white", "black"};
        const char* inputs[] = {"psq", "threats", "pairs"};
        for (const Line& line : lines)
        {
            StateInfo root;
            Position  pos;
            pos.set(line.fen, true, &root);
            for (Color c : {WHITE, BLACK})
            {
                auto lists = active(pos, c);
                for (int i = 0; i < 3; ++i)
                {
                    std::cout << sides[c] << ' ' << inputs[i] << ": ";
                    for (size_t k = 0; k < lists[i].size(); ++k)
                        std::cout << (k ? " " : "") << lists[i][k];
                    std::cout << '\n';
                }
            }
            for (Move m : line.moves)
            {
                new (&dirties.dirtyThreats) DirtyThreats;
                new (&dirties.dirtyPawnPairs) DirtyPawnPairs;
                Square kings[] = {pos.square<KING>(WHITE), pos.square<KING>(BLACK)};
                pos.do_move(m, next, pos.gives_check(m), dirties, nullptr, nullptr);
                std::cout << uci(m);
                for (Color c : {WHITE, BLACK})
                {
                    Square ksq = pos.square<KING>(c);
                    // Stockfish refreshes a side's piece-square inputs on a move of its king
                    // (`requires_refresh`); its threat and pawn-pair indices change whole where
                    // the king changes their orientation (`FullThreats::OrientTBL`, which both
                    // read), and otherwise follow from `append_changed_indices`.
                    bool crosses = FullThreats::OrientTBL[kings[c]] != FullThreats::OrientTBL[ksq];
                    std::cout << ' ' << sides[c] << " psq";
                    if (HalfKAv2_hm::requires_refresh(dirties.dirtyPiece, c))
                        std::cout << " refresh";
                    else
                    {
                        HalfKAv2_hm::IndexList removed, added;
                        HalfKAv2_hm::append_changed_indices(c, ksq, dirties.dirtyPiece, removed, added);
                        std::cout << net(removed, added);
                    }
                    std::cout << ' ' << sides[c] << " threats";
                    FullThreats::IndexList tr, ta;
                    FullThreats::append_changed_indices(c, ksq, dirties.dirtyThreats, tr, ta);
                    std::cout << (crosses ? " refresh" : net(tr, ta));
                    std::cout << ' ' << sides[c] << " pairs";
                    PP_3Wide::IndexList pr, pa;
                    PP_3Wide::append_changed_indices(c, ksq, dirties.dirtyPawnPairs, pr, pa);
                    std::cout << (crosses ? " refresh" : net(pr, pa));
                }
                std::cout << '\n';
                pos.undo_move(m);
            }
        }
        return 0;
    }
    bool     inputs  = mode == "inputs-count";
    bool     work    = argc > 3 && std::string(argv[3]) == "1";
    int      repeats = argc > 4 ? std::atoi(argv[4]) : 1;
    uint64_t answer  = 0;
    std::deque<Position> positions(lines.size());
    std::deque<StateInfo> roots(lines.size());
    for (size_t i = 0; i < lines.size(); ++i)
        positions[i].set(lines[i].fen, true, &roots[i]);
    for (int r = 0; work && r < repeats; ++r)
        for (size_t i = 0; i < lines.size(); ++i)
        {
            Position& pos = positions[i];
            for (Move m : lines[i].moves)
            {
                // As search does: fresh dirty lists, the check test, the move and its undo.
                new (&dirties.dirtyThreats) DirtyThreats;
                new (&dirties.dirtyPawnPairs) DirtyPawnPairs;
                bool givesCheck = pos.gives_check(m);
                pos.do_move(m, next, givesCheck, dirties, nullptr, nullptr);
                answer += dirties.dirtyThreats.list.size() + next.key;
                if (inputs)
                    answer += changed_indices(pos, dirties);
                pos.undo_move(m);
            }
        }
    std::printf("%llu\n", (unsigned long long) answer);
    return 0;
}
