// Runs the WebAssembly module built from this crate under Node: checks its legal-move counts and
// perft against the published counts, and with `--bench` times perft.
//
//   node examples/wasm/run.mjs target/wasm32-unknown-unknown/wasm/bbgen_wasm.wasm [--bench]
//
// Any module with the same exports (fen_clear, fen_push, legal_moves, perft) can be run, so that
// another library built the same way is timed by the same loop.
import { readFileSync } from "node:fs";

const [path, ...flags] = process.argv.slice(2);
if (!path) {
  console.error("usage: node run.mjs MODULE.wasm [--bench]");
  process.exit(2);
}
const { instance } = await WebAssembly.instantiate(readFileSync(path));
const wasm = instance.exports;

function load(fen) {
  wasm.fen_clear();
  for (const byte of new TextEncoder().encode(fen)) {
    wasm.fen_push(byte);
  }
}

// FEN, legal moves, perft counts from depth 1: the usual perft suite's published figures.
const SUITE = [
  ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 20, [20, 400, 8902, 197281]],
  ["r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 48, [48, 2039, 97862]],
  ["8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 14, [14, 191, 2812, 43238]],
  ["r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 6, [6, 264, 9467]],
  ["rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 44, [44, 1486, 62379]],
  ["r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 46, [46, 2079, 89890]],
];

let passed = 0;
let failed = 0;
function check(what, got, want) {
  if (BigInt(got) === BigInt(want)) {
    passed += 1;
  } else {
    failed += 1;
    console.error(`FAILED ${what}: ${got}, expected ${want}`);
  }
}

for (const [fen, moves, counts] of SUITE) {
  load(fen);
  check(`legal moves of ${fen}`, wasm.legal_moves(), moves);
  counts.forEach((count, depth) => check(`perft ${depth + 1} of ${fen}`, wasm.perft(depth + 1), count));
}
load("not a position");
check("legal moves of a refused FEN", wasm.legal_moves(), -1);
check("perft of a refused FEN", wasm.perft(1), -1);

if (flags.includes("--bench")) {
  // The fastest of five runs of each, in millions of leaves a second.
  for (const [name, fen, depth] of [
    ["start", SUITE[0][0], 5],
    ["kiwipete", SUITE[1][0], 4],
  ]) {
    load(fen);
    let best = Infinity;
    let nodes = 0n;
    for (let run = 0; run < 5; run++) {
      const start = process.hrtime.bigint();
      nodes = wasm.perft(depth);
      best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
    }
    console.log(`${name} perft ${depth}: ${nodes} leaves, ${(Number(nodes) / best / 1e6).toFixed(1)} M/s`);
  }
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
