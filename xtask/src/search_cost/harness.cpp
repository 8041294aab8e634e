// The Stockfish side of `cargo xtask search-cost`: the calls a search makes at every node, made
// with Stockfish's own code over a stream of positions, linked with a checkout the user names.
// Nothing of Stockfish's is kept here; the xtask compiles this file with Stockfish's sources and
// the flags its Makefile prints.
//
//   harness STREAM count WORKLOAD 0|1 REPEATS   one workload, with (1) or without (0) its work
//   harness STREAM answers                      every answer, for the agreement check
//
// STREAM holds a position a line: a FEN, a `;`, and its legal moves in UCI, castling written as
// the king onto its own rook. The workloads and their units are the xtask's `ROWS`.

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <iostream>
#include <string>
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

// A move folded into a checksum that both sides compute alike: from, to and promotion.
uint64_t fold(uint64_t sum, Move m) {
    uint64_t code = uint64_t(m.from_sq()) << 9 | uint64_t(m.to_sq()) << 3
                  | (m.type_of() == PROMOTION ? uint64_t(m.promotion_type()) : 0);
    return (sum ^ code) * 0x100000001B3ULL;
}

// Every position and its moves, as the search sees them.
struct Stream {
    std::vector<Line>     lines;
    std::deque<Position>  positions;
    std::deque<StateInfo> roots;
    // Whether each move gives check, for the row of the move alone.
    std::vector<std::vector<bool>> checks;
    Dirties                        dirties;
    StateInfo                      next;

    explicit Stream(const char* path) :
        lines(read(path)),
        positions(lines.size()),
        roots(lines.size()) {
        for (size_t i = 0; i < lines.size(); ++i)
        {
            positions[i].set(lines[i].fen, true, &roots[i]);
            checks.emplace_back();
            for (Move m : lines[i].moves)
                checks.back().push_back(positions[i].gives_check(m));
        }
    }

    // Makes and unmakes `m` as the search does, fresh dirty lists first; returns the key.
    uint64_t make_unmake(Position& pos, Move m, bool givesCheck) {
        new (&dirties.dirtyThreats) DirtyThreats;
        new (&dirties.dirtyPawnPairs) DirtyPawnPairs;
        pos.do_move(m, next, givesCheck, dirties, nullptr, nullptr);
        uint64_t key = next.key;
        pos.undo_move(m);
        return key;
    }
};

// The workloads, in the xtask's names.
enum Workload {
    Legal,
    Noisy,
    GivesCheck,
    SeeMinus,
    SeeZero,
    SeePlus,
    TtMove,
    AttackersTo,
    Make,
    KeyAfter,
    QNode,
    MainNode,
    None
};

Workload workload_of(const std::string& name) {
    const char* names[] = {"legal",    "noisy",        "gives_check", "see_ge:-1", "see_ge:0",  "see_ge:+1",
                           "tt_move",  "attackers_to", "make",        "key_after", "qnode",     "main"};
    for (int w = 0; w < None; ++w)
        if (name == names[w])
            return Workload(w);
    return None;
}

// One pass of `workload` over the stream; the answer folds every result.
uint64_t run(Stream& stream, Workload workload) {
    uint64_t answer = 0;
    for (size_t i = 0; i < stream.lines.size(); ++i)
    {
        Position&                pos   = stream.positions[i];
        const std::vector<Move>& moves = stream.lines[i].moves;
        switch (workload)
        {
        case Legal : {
            MoveList<LEGAL> list(pos);
            answer += list.size() + uint64_t(list.size() ? list.begin()->raw() : 0);
            break;
        }
        case Noisy :
            if (!pos.checkers())
                for (Move m : MoveList<CAPTURES>(pos))
                    if (pos.legal(m))
                        answer = fold(answer, m);
            break;
        case GivesCheck :
            for (Move m : moves)
                answer += pos.gives_check(m);
            break;
        case SeeMinus :
            for (Move m : moves)
                answer += pos.see_ge(m, -PawnValue);
            break;
        case SeeZero :
            for (Move m : moves)
                answer += pos.see_ge(m, 0);
            break;
        case SeePlus :
            for (Move m : moves)
                answer += pos.see_ge(m, PawnValue);
            break;
        case TtMove :
            for (Move m : moves)
                answer += pos.pseudo_legal(m) && pos.legal(m);
            break;
        case AttackersTo :
            for (Square s = SQ_A1; s <= SQ_H8; ++s)
                answer ^= pos.attackers_to(s, pos.pieces());
            break;
        case Make :
            for (size_t j = 0; j < moves.size(); ++j)
                answer ^= stream.make_unmake(pos, moves[j], stream.checks[i][j]);
            break;
        case KeyAfter :
            for (Move m : moves)
                answer ^= pos.prefetch_key(m);
            break;
        case QNode :
            if (!pos.checkers())
                for (Move m : MoveList<CAPTURES>(pos))
                    if (pos.legal(m) && pos.see_ge(m, 0))
                        answer = fold(answer, m) ^ stream.make_unmake(pos, m, pos.gives_check(m));
            break;
        case MainNode :
            answer += bool(pos.checkers());
            for (Move m : MoveList<LEGAL>(pos))
                answer = fold(answer, m) ^ stream.make_unmake(pos, m, pos.gives_check(m));
            break;
        case None :
            break;
        }
    }
    return answer;
}

// Every answer the agreement check compares, a line a position then a line a move:
// `P <in check> <legal moves> <noisy moves, sorted>` and `M <move> <gives check> <see_ge at -1,
// 0 and +1 pawn>`.
void answers(Stream& stream) {
    for (size_t i = 0; i < stream.lines.size(); ++i)
    {
        Position&                pos = stream.positions[i];
        std::vector<std::string> noisy;
        if (!pos.checkers())
            for (Move m : MoveList<CAPTURES>(pos))
                if (pos.legal(m))
                    noisy.push_back(uci(m));
        std::sort(noisy.begin(), noisy.end());
        std::cout << "P " << bool(pos.checkers()) << ' ' << MoveList<LEGAL>(pos).size();
        for (const std::string& m : noisy)
            std::cout << ' ' << m;
        std::cout << '\n';
        for (Move m : stream.lines[i].moves)
            std::cout << "M " << uci(m) << ' ' << pos.gives_check(m) << ' ' << pos.see_ge(m, -PawnValue)
                      << pos.see_ge(m, 0) << pos.see_ge(m, PawnValue) << '\n';
    }
}

}  // namespace

int main(int argc, char* argv[]) {
    if (argc < 3)
    {
        std::cerr << "usage: harness STREAM count WORKLOAD 0|1 REPEATS | harness STREAM answers\n";
        return 2;
    }
    Attacks::init();
    Position::init();
    Stream      stream(argv[1]);
    std::string mode = argv[2];
    if (mode == "answers")
    {
        answers(stream);
        return 0;
    }
    if (mode != "count" || argc < 6)
    {
        std::cerr << "usage: harness STREAM count WORKLOAD 0|1 REPEATS\n";
        return 2;
    }
    Workload workload = workload_of(argv[3]);
    if (workload == None)
    {
        std::cerr << "unknown workload " << argv[3] << "\n";
        return 2;
    }
    bool        work     = std::string(argv[4]) == "1";
    int         repeats  = std::atoi(argv[5]);
    uint64_t    answer   = 0;
    for (int r = 0; work && r < repeats; ++r)
        answer += run(stream, workload);
    std::printf("%llu\n", (unsigned long long) answer);
    return 0;
}
