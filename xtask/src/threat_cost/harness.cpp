// The Stockfish side of `cargo xtask threat-cost`: Stockfish's own `do_move` and `undo_move`
// over a move stream, as its search calls them, linked with a checkout the user names. Nothing
// of Stockfish's is kept here; the xtask compiles this file with Stockfish's sources and flags.
//
//   harness STREAM count 0|1 REPEATS   the loop, with (1) or without (0) its work
//   harness STREAM record              each move's threat changes, net, one line a move
//
// STREAM holds a position a line: a FEN, a `;`, and its legal moves in UCI, castling written
// as the king onto its own rook.

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

#include "bbgen_stream.h"

using namespace Stockfish;
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

}  // namespace

int main(int argc, char* argv[]) {
    if (argc < 3)
    {
        std::cerr << "usage: harness STREAM count 0|1 REPEATS | harness STREAM record\n";
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
                pos.undo_move(m);
            }
        }
    std::printf("%llu\n", (unsigned long long) answer);
    return 0;
}
