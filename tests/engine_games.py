#!/usr/bin/env python3
"""Plays short games with the example engine (examples/engine.rs) under python-chess, as a GUI
would drive it, and checks that it keeps to UCI: every move it returns is legal in the game,
every `go` ends with `bestmove`, and `stop` during `go infinite` brings `bestmove` within 100 ms.

    cargo build --release --example engine
    python3 tests/engine_games.py target/release/examples/engine

The games are capped at 40 plies and adjudicated on material after that. Two are against
Stockfish at Skill Level 0 (skipped with a message when /usr/games/stockfish is missing), two are
the engine against itself, one of those Chess960. Across them the engine meets every kind of
`go`: depth, nodes, movetime, a clock with increments, and infinite followed by stop. Needs the
`chess` package from PyPI. Exits non-zero on any failure.
"""

import os
import select
import signal
import subprocess
import sys
import time

import chess
import chess.engine

STOCKFISH = "/usr/games/stockfish"
MAX_PLIES = 40
STOP_LIMIT = 0.100
# python-chess waits without a timeout for a depth or node search: past this, a `go` is taken
# never to have ended.
WATCHDOG = 150
VALUES = {chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9}


class Tally:
    """Counts the checks that passed and failed, printing the failures as they happen."""

    def __init__(self):
        self.passed = 0
        self.failed = 0
        self.stop_times = []

    def check(self, ok, what):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
            print(f"FAILED: {what}", flush=True)
        return ok


class Clock:
    """A game clock with an increment, kept by the script for the `wtime`/`btime` limits."""

    def __init__(self, seconds, increment):
        self.left = {chess.WHITE: seconds, chess.BLACK: seconds}
        self.increment = increment

    def limit(self):
        return chess.engine.Limit(
            white_clock=self.left[chess.WHITE],
            black_clock=self.left[chess.BLACK],
            white_inc=self.increment,
            black_inc=self.increment,
        )

    def spend(self, color, seconds):
        self.left[color] = max(0.001, self.left[color] - seconds + self.increment)


def fixed(limit):
    """A move chooser that plays `limit` every time."""
    return lambda engine, board, game: engine.play(board, limit, game=game).move


def clocked(clock):
    """A move chooser that plays on `clock`, charging the side to move for its thinking."""

    def choose(engine, board, game):
        color = board.turn
        start = time.monotonic()
        move = engine.play(board, clock.limit(), game=game).move
        clock.spend(color, time.monotonic() - start)
        return move

    return choose


def infinite_then_stop(tally, name, think=0.05):
    """A move chooser that sends `go infinite`, lets it think, sends `stop` and times `bestmove`."""

    def choose(engine, board, game):
        with engine.analysis(board, game=game) as analysis:
            time.sleep(think)
            start = time.monotonic()
            analysis.stop()
            best = analysis.wait()
            waited = time.monotonic() - start
        tally.check(waited < STOP_LIMIT, f"{name}: bestmove {waited * 1000:.1f} ms after stop")
        tally.stop_times.append(waited)
        return best.move

    return choose


def alternate(*choosers):
    """A move chooser taking each of `choosers` in turn, move by move."""
    count = [0]

    def choose(engine, board, game):
        chooser = choosers[count[0] % len(choosers)]
        count[0] += 1
        return chooser(engine, board, game)

    return choose


def material(board):
    """White's material minus Black's, in pawns."""
    return sum(
        value * (len(board.pieces(role, chess.WHITE)) - len(board.pieces(role, chess.BLACK)))
        for role, value in VALUES.items()
    )


def play_game(tally, name, board, players):
    """Plays one game from `board`; `players` maps each colour to (engine, chooser, checked),
    and the moves of the checked players are checked for legality. Counts as one check: the
    game finished or was adjudicated without an error."""
    game = object()
    plies = 0
    try:
        while not board.is_game_over(claim_draw=True) and plies < MAX_PLIES:
            engine, choose, checked = players[board.turn]
            move = choose(engine, board, game)
            if checked and not tally.check(
                move is not None and move in board.legal_moves, f"{name}: ply {plies}: {move} is not legal"
            ):
                return
            board.push(move)
            plies += 1
    except (chess.engine.EngineError, chess.engine.EngineTerminatedError, TimeoutError, ValueError) as error:
        tally.check(False, f"{name}: {type(error).__name__}: {error}")
        return
    if board.is_game_over(claim_draw=True):
        result = f"{board.result(claim_draw=True)} ({board.outcome(claim_draw=True).termination.name.lower()})"
    else:
        result = f"adjudicated after {plies} plies, material {material(board):+d} for White"
    tally.check(True, name)
    print(f"{name}: {result}; {plies} plies; {board.fen()}", flush=True)


class Pipe:
    """The engine on raw pipes, for timing `stop` without python-chess in between."""

    def __init__(self, path):
        self.process = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.buffer = b""
        self.skipped = []

    def send(self, line):
        self.process.stdin.write(line.encode() + b"\n")
        self.process.stdin.flush()

    def expect(self, prefix, timeout=10.0):
        """The first line starting with `prefix`, or None after `timeout` seconds; the lines
        read before it are left in `skipped`."""
        deadline = time.monotonic() + timeout
        self.skipped = []
        while True:
            while b"\n" in self.buffer:
                line, self.buffer = self.buffer.split(b"\n", 1)
                if line.decode().startswith(prefix):
                    return line.decode()
                self.skipped.append(line.decode())
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.process.stdout], [], [], left)[0]:
                return None
            chunk = os.read(self.process.stdout.fileno(), 65536)
            if not chunk:
                return None
            self.buffer += chunk

    def close(self):
        try:
            self.send("quit")
            self.process.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()


def stop_on_raw_pipes(tally, path):
    """Times, on raw pipes, from writing `stop` during `go infinite` to reading `bestmove`."""
    pipe = Pipe(path)
    try:
        pipe.send("uci")
        tally.check(pipe.expect("uciok") is not None, "raw pipes: uciok")
        positions = [
            "startpos moves e2e4 c7c5",
            "fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "fen 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        ]
        for position in positions:
            pipe.send(f"position {position}")
            pipe.send("go infinite")
            time.sleep(0.3)
            pipe.send("isready")
            ready = pipe.expect("readyok", timeout=1.0)
            tally.check(ready is not None, f"raw pipes: readyok while searching {position}")
            early = [line for line in pipe.skipped if line.startswith("bestmove")]
            tally.check(not early, f"raw pipes: `go infinite` gave {early} before `stop` in {position}")
            start = time.monotonic()
            pipe.send("stop")
            best = pipe.expect("bestmove", timeout=5.0)
            waited = time.monotonic() - start
            if tally.check(best is not None, f"raw pipes: bestmove after stop in {position}"):
                board = chess.Board() if position.startswith("startpos") else chess.Board(position[4:])
                for text in position.split(" moves ")[1:2]:
                    for move in text.split():
                        board.push_uci(move)
                try:
                    move = chess.Move.from_uci(best.split()[1])
                except (IndexError, ValueError):
                    move = None
                legal = move is not None and move in board.legal_moves
                tally.check(legal, f"raw pipes: {best} is legal in {position}")
                tally.check(waited < STOP_LIMIT, f"raw pipes: bestmove {waited * 1000:.1f} ms after stop")
                print(f"raw pipes: `stop` answered in {waited * 1000:.1f} ms ({position})", flush=True)
    finally:
        pipe.close()


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: engine_games.py <path of the engine binary>")
    path = sys.argv[1]
    tally = Tally()
    started = time.monotonic()

    def give_up(signum, frame):
        print(f"FAILED: still running after {WATCHDOG} s: a `go` never ended with `bestmove`", flush=True)
        print(f"{tally.passed} passed, {tally.failed + 1} failed", flush=True)
        os._exit(1)

    signal.signal(signal.SIGALRM, give_up)
    signal.alarm(WATCHDOG)

    stop_on_raw_pipes(tally, path)

    white = chess.engine.SimpleEngine.popen_uci(path)
    black = chess.engine.SimpleEngine.popen_uci(path)
    try:
        tally.check("UCI_Chess960" in white.options, "the engine offers UCI_Chess960")
        play_game(
            tally,
            "self-play, nodes against a clock",
            chess.Board(),
            {
                chess.WHITE: (white, fixed(chess.engine.Limit(nodes=20000)), True),
                chess.BLACK: (black, clocked(Clock(3.0, 0.05)), True),
            },
        )
        play_game(
            tally,
            "self-play Chess960 (position 97), depth against movetime and infinite",
            chess.Board.from_chess960_pos(97),
            {
                chess.WHITE: (white, fixed(chess.engine.Limit(depth=4)), True),
                chess.BLACK: (
                    black,
                    alternate(fixed(chess.engine.Limit(time=0.05)), infinite_then_stop(tally, "Chess960 game")),
                    True,
                ),
            },
        )

        if not os.path.exists(STOCKFISH):
            print(f"skipped: {STOCKFISH} is not installed (apt-get install stockfish): no games against Stockfish")
        else:
            stockfish = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
            try:
                stockfish.configure({"Skill Level": 0})
                weak = fixed(chess.engine.Limit(time=0.02))
                play_game(
                    tally,
                    "engine (clock) against Stockfish at Skill Level 0",
                    chess.Board(),
                    {chess.WHITE: (white, clocked(Clock(3.0, 0.05)), True), chess.BLACK: (stockfish, weak, False)},
                )
                play_game(
                    tally,
                    "Stockfish at Skill Level 0 against the engine (depth, nodes, movetime, infinite)",
                    chess.Board(),
                    {
                        chess.WHITE: (stockfish, weak, False),
                        chess.BLACK: (
                            black,
                            alternate(
                                fixed(chess.engine.Limit(depth=5)),
                                fixed(chess.engine.Limit(nodes=10000)),
                                fixed(chess.engine.Limit(time=0.05)),
                                infinite_then_stop(tally, "game against Stockfish"),
                            ),
                            True,
                        ),
                    },
                )
            finally:
                stockfish.quit()
    finally:
        white.quit()
        black.quit()

    if tally.stop_times:
        slowest = max(tally.stop_times) * 1000
        print(f"`stop` during `go infinite` in games: {len(tally.stop_times)} times, slowest {slowest:.1f} ms")
    print(f"took {time.monotonic() - started:.1f} s")
    print(f"{tally.passed} passed, {tally.failed} failed")
    sys.exit(1 if tally.failed else 0)


if __name__ == "__main__":
    main()
