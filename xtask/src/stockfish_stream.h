// The move stream both Stockfish harnesses of `cargo xtask` read (`threat-cost`, `search-cost`):
// a position a line, a FEN, a `;`, and its legal moves in UCI, castling written as the king onto
// its own rook. The xtask writes this file beside each harness, which includes it once.

#pragma once

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "movegen.h"
#include "position.h"

namespace bbgen_stream {

using namespace Stockfish;

struct Line {
    std::string       fen;
    std::vector<Move> moves;
};

// A move's UCI text with castling as the king onto its rook, which is how Stockfish stores it.
std::string uci(Move m) {
    std::string text = {char('a' + file_of(m.from_sq())), char('1' + rank_of(m.from_sq())),
                        char('a' + file_of(m.to_sq())), char('1' + rank_of(m.to_sq()))};
    if (m.type_of() == PROMOTION)
        text += " pnbrqk"[m.promotion_type()];
    return text;
}

// The positions and their moves, each move found among Stockfish's legal moves by its text.
std::vector<Line> read(const char* path) {
    std::ifstream     file(path);
    std::vector<Line> lines;
    std::string       text;
    while (std::getline(file, text))
    {
        auto      split = text.find(';');
        Line      line{text.substr(0, split), {}};
        StateInfo state;
        Position  pos;
        pos.set(line.fen, true, &state);
        std::istringstream moves(text.substr(split + 1));
        std::string        word;
        while (moves >> word)
        {
            Move found = Move::none();
            for (Move m : MoveList<LEGAL>(pos))
                if (uci(m) == word)
                    found = m;
            if (found == Move::none())
            {
                std::cerr << "no legal move " << word << " in " << line.fen << "\n";
                std::exit(1);
            }
            line.moves.push_back(found);
        }
        lines.push_back(line);
    }
    return lines;
}

}  // namespace bbgen_stream
