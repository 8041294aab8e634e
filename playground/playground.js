// The playground: the generator's WebAssembly module (bbgen_playground.wasm, whose exports
// `playground/src/lib.rs` documents), a pattern box and a board. Every answer drawn comes from
// the module's runner, the accessors the back ends print run on the macro's own tables.

const FILES = 'abcdefgh';
/** Characters of an expansion shown; the rest is summed up in a line. */
const SHOWN = 100000;
/** Result types drawn as sets on the board; the others are numbers. */
const SETS = ['Set', 'SetPair', 'KingLines'];
const ROLES = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'];

const $ = (id) => document.getElementById(id);
const squareName = (sq) => FILES[sq % 8] + (Math.floor(sq / 8) + 1);
const bit = (sq) => 1n << BigInt(sq);

const { instance } = await WebAssembly.instantiateStreaming(fetch('bbgen_playground.wasm'), {});
const wasm = instance.exports;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Runs a command of the module on `text`: its status (true for an answer) and its text. */
function call(command, text, ...args) {
  const bytes = encoder.encode(text);
  const at = wasm.input(bytes.length);
  new Uint8Array(wasm.memory.buffer, at, bytes.length).set(bytes);
  const ok = wasm[command](...args) === 0;
  return { ok, text: decoder.decode(new Uint8Array(wasm.memory.buffer, wasm.output(), wasm.output_len())) };
}

/** What the page holds: the pattern's description, the accessor, and the board's inputs. */
const state = {
  description: null,
  accessor: null,
  squares: [],
  occupancy: 0n,
  set: 0n,
  drawn: 0,
};

// The board: rank 8 on top, ranks down the left, files along the bottom.
const board = $('board');
const squares = [];
for (let rank = 7; rank >= 0; rank--) {
  const label = document.createElement('div');
  label.className = 'coord';
  label.textContent = rank + 1;
  board.append(label);
  for (let file = 0; file < 8; file++) {
    const sq = rank * 8 + file;
    const cell = document.createElement('div');
    cell.className = 'square ' + ((rank + file) % 2 === 0 ? 'dark' : 'light');
    cell.dataset.square = squareName(sq);
    cell.addEventListener('click', () => click(sq));
    squares[sq] = cell;
    board.append(cell);
  }
}
board.append(document.createElement('div'));
for (const file of FILES) {
  const label = document.createElement('div');
  label.className = 'coord';
  label.textContent = file;
  board.append(label);
}

const OCCUPANCY = 'occupancy';
const squareParams = () => state.accessor.params.filter(([, ty]) => ty === 'Square').length;
const takesOccupancy = () => state.accessor.params.some(([name]) => name === OCCUPANCY);
/** The set the board's clicks make, for an accessor of sets and no square (`king_moore_set`). */
const boardSet = () =>
  squareParams() === 0 ? state.accessor.params.find(([name, ty]) => ty === 'Set' && name !== OCCUPANCY) : undefined;

/** A square clicked: a blocker, the next square of the accessor's, or a member of its set. */
function click(sq) {
  if (!state.accessor) return;
  if ($('blockers').checked && takesOccupancy()) {
    state.occupancy ^= bit(sq);
  } else if (squareParams() > 0) {
    if (state.squares.length >= squareParams()) state.squares = [];
    state.squares.push(sq);
  } else if (boardSet()) {
    state.set ^= bit(sq);
  }
  draw();
}

/** The widgets of the parameters the board does not give. */
function argumentWidgets() {
  const args = $('args');
  args.replaceChildren();
  for (const [name, ty] of state.accessor.params) {
    if (ty === 'Square' || name === OCCUPANCY || (ty === 'Set' && boardSet())) continue;
    const label = document.createElement('label');
    label.textContent = name + ' ';
    let input;
    if (ty === 'Color' || ty === 'Piece' || ty === 'MaybeRole') {
      input = document.createElement('select');
      const options = ty === 'Color'
        ? [['white', '0'], ['black', '1']]
        : ty === 'MaybeRole'
          ? [['none', '0'], ...ROLES.slice(1, 5).map((role, r) => [role, String(r + 1)])]
          : ['0', '1'].flatMap((color) => ROLES.map((role, r) => [`${color === '0' ? 'white' : 'black'} ${role}`, `${r} ${color}`]));
      for (const [text, value] of options) input.add(new Option(text, value));
    } else if (ty === 'Bool') {
      input = document.createElement('input');
      input.type = 'checkbox';
    } else {
      input = document.createElement('input');
      input.size = 10;
      input.value = ty === 'Castling' ? 'KQkq' : '0';
      input.title = ty === 'Castling' ? 'letters of KQkq, or -' : 'a number, or 0x and hex digits';
    }
    input.dataset.param = name;
    input.dataset.ty = ty;
    input.addEventListener('input', draw);
    label.append(input);
    args.append(label);
  }
}

/** The value a widget holds, flattened as the module reads arguments. */
function widgetValue(input) {
  switch (input.dataset.ty) {
    case 'Bool': return input.checked ? '1' : '0';
    case 'Castling': return String([...'KQkq'].reduce((bits, c, i) => (input.value.includes(c) ? bits | (1 << i) : bits), 0));
    case 'Color':
    case 'Piece':
    case 'MaybeRole': return input.value;
    default:
      try { return BigInt(input.value.trim() || '0').toString(); } catch { return null; }
  }
}

/** The accessor's arguments flattened, with `given` its squares; `null` if a widget is wrong. */
function flatten(given) {
  const out = [];
  let next = 0;
  for (const [name, ty] of state.accessor.params) {
    if (ty === 'Square') out.push(String(given[next++]));
    else if (name === OCCUPANCY) out.push(state.occupancy.toString());
    else if (ty === 'Set' && boardSet()) out.push(state.set.toString());
    else {
      const value = widgetValue($('args').querySelector(`[data-param="${name}"]`));
      if (value === null) return null;
      out.push(value);
    }
  }
  return out.join(' ');
}

/** A numeric answer's first value as text, as `bbgen show` writes it. */
function numberText(ret, values) {
  const v = values[0];
  const view = new DataView(new ArrayBuffer(8));
  switch (ret) {
    case 'Bool': return v === 1n ? 'true' : 'false';
    case 'U64': return '0x' + v.toString(16).toUpperCase().padStart(16, '0');
    case 'MaybeU32': return v === 0xFFFFFFFFFFFFFFFFn ? 'none' : v.toString();
    case 'MaybeMove': return values[0] === 1n ? `${squareName(Number(values[1]))} ${squareName(Number(values[2]))}` : 'none';
    case 'Scalar(F32)': view.setUint32(0, Number(v)); return String(view.getFloat32(0));
    case 'Scalar(F64)': view.setBigUint64(0, v); return String(view.getFloat64(0));
    default:
      return ret.startsWith('Scalar(I') ? BigInt.asIntN(64, v).toString() : v.toString();
  }
}

/** The entry for the inputs drawn on the board, or the heat map of a number over the last square. */
function draw() {
  const accessor = state.accessor;
  if (!accessor) return;
  for (const cell of squares) {
    cell.classList.remove('in', 'given', 'occupied');
    cell.style.background = '';
    cell.replaceChildren();
    delete cell.dataset.value;
  }
  state.squares.forEach((sq) => squares[sq].classList.add('given'));
  if (boardSet()) for (let sq = 0; sq < 64; sq++) if (state.set & bit(sq)) squares[sq].classList.add('given');
  if (takesOccupancy()) for (let sq = 0; sq < 64; sq++) if (state.occupancy & bit(sq)) squares[sq].classList.add('occupied');
  $('blockers-label').hidden = !takesOccupancy();
  const needed = squareParams();
  const numeric = !SETS.includes(accessor.ret);
  const shown = (given) => {
    const args = [];
    let next = 0;
    for (const [name, ty] of accessor.params) {
      if (ty === 'Square') args.push(next < given.length ? squareName(given[next++]) : 'every square');
      else if (name === OCCUPANCY) args.push(`${OCCUPANCY} = ${squaresOf(state.occupancy)}`);
      else args.push(name);
    }
    return `${accessor.name}(${args.join(', ')})`;
  };
  let answer = '';
  let data = '';
  if (state.squares.length === needed) {
    const args = flatten(state.squares);
    const result = args === null ? { ok: false, text: 'an argument is not a number' } : call('run', `${accessor.name}\n${args}`);
    if (!result.ok) {
      answer = result.text;
    } else {
      data = result.text.trim();
      const values = data.split(' ').map(BigInt);
      if (numeric) {
        answer = `${shown(state.squares)} = ${numberText(accessor.ret, values)}`;
      } else {
        const union = values.reduce((a, b) => a | b, 0n);
        for (let sq = 0; sq < 64; sq++) if (union & bit(sq)) squares[sq].classList.add('in');
        answer = `${shown(state.squares)} = ` + values.map((v) => '0x' + v.toString(16).toUpperCase().padStart(16, '0')).join(', ');
      }
    }
    $('hint').textContent = needed > 0 ? 'Click a square to start again.' : '';
  } else if (numeric && state.squares.length === needed - 1) {
    const lines = [];
    for (let sq = 0; sq < 64; sq++) lines.push(flatten([...state.squares, sq]));
    const result = lines.includes(null) ? { ok: false, text: 'an argument is not a number' } : call('run', `${accessor.name}\n${lines.join('\n')}`);
    if (result.ok) {
      const values = result.text.trim().split('\n').map((line) => line.split(' ').map(BigInt));
      heatMap(values.map((v) => numberText(accessor.ret, v)));
      data = values.map((v) => v.join(' ')).join(',');
      answer = `${shown(state.squares)}: a heat map`;
      $('hint').textContent = `Click a square for ${accessor.params.filter(([, ty]) => ty === 'Square')[needed - 1][0]}.`;
    } else {
      answer = result.text;
    }
  } else {
    const next = accessor.params.filter(([, ty]) => ty === 'Square')[state.squares.length][0];
    $('hint').textContent = `Click a square for ${next}.`;
  }
  $('answer').textContent = answer;
  board.dataset.answer = data;
  board.dataset.drawn = String(++state.drawn);
}

/** Numbers over the board, coloured from the smallest (blue) to the largest (red); a square
 * whose answer is none (a policy map's square no move reaches) is left as it is. */
function heatMap(texts) {
  const numbers = texts.map((t) => (t === 'true' ? 1 : t === 'false' ? 0 : Number(t)));
  const finite = numbers.filter(Number.isFinite);
  const [low, high] = [Math.min(...finite), Math.max(...finite)];
  texts.forEach((text, sq) => {
    squares[sq].dataset.value = text;
    if (text === 'none') return;
    const t = high > low && Number.isFinite(numbers[sq]) ? (numbers[sq] - low) / (high - low) : 0;
    squares[sq].style.background = `hsl(${220 - 220 * t}, 70%, 62%)`;
    const value = document.createElement('span');
    value.className = 'value';
    value.textContent = text.length <= 6 ? text : '';
    squares[sq].append(value);
  });
}

const squaresOf = (set) => {
  const names = [];
  for (let sq = 0; sq < 64; sq++) if (set & bit(sq)) names.push(squareName(sq));
  return names.length ? names.join(' ') : '-';
};

/** The macro's messages, each with its source line and the span it points at marked. */
function showErrors(errors) {
  const box = $('error');
  box.replaceChildren();
  for (const e of errors) {
    const message = document.createElement('div');
    message.textContent = `error: ${e.message}`;
    const line = document.createElement('div');
    const chars = [...e.source_line];
    const mark = document.createElement('mark');
    mark.textContent = chars.slice(e.column, e.column + e.width).join('');
    line.append(`${e.line} | ${chars.slice(0, e.column).join('')}`, mark, chars.slice(e.column + e.width).join(''));
    const caret = document.createElement('div');
    caret.textContent = ' '.repeat(String(e.line).length + 3 + e.column) + '^'.repeat(e.width);
    box.append(message, line, caret);
  }
  box.hidden = false;
}

/** An expansion in its box, cut to its first `SHOWN` characters. */
function showCode(id, result) {
  const text = result.ok ? result.text : '';
  const rest = text.length - SHOWN;
  $(id).textContent = rest > 0 ? `${text.slice(0, SHOWN)}\n… ${rest.toLocaleString()} characters more: \`bbgen expand\` prints them all` : text;
  $(`${id}-size`).textContent = result.ok ? `(${new TextEncoder().encode(text).length.toLocaleString()} bytes)` : '';
}

/** The pattern read again: described, expanded, and its accessor drawn. */
function update() {
  const start = performance.now();
  const pattern = $('pattern').value;
  const described = call('describe', pattern);
  if (!described.ok) {
    showErrors(JSON.parse(described.text).errors);
    state.description = null;
    state.accessor = null;
    $('summary').textContent = '';
    $('accessor').replaceChildren();
    $('args').replaceChildren();
    $('answer').textContent = '';
    board.dataset.answer = '';
    board.dataset.drawn = String(++state.drawn);
    return;
  }
  $('error').hidden = true;
  const description = JSON.parse(described.text);
  state.description = description;
  const tables = description.tables.map((t) => `${t.name} [${t.shape.join('][')}] ${t.bytes.toLocaleString()} bytes`);
  $('summary').textContent = description.bytes > 0
    ? `${description.bytes.toLocaleString()} bytes of tables: ${tables.join('; ')}`
    : 'No tables: every answer is calculated.';
  const select = $('accessor');
  const previous = state.accessor && state.accessor.name;
  select.replaceChildren(...description.accessors.map((a) => new Option(a.name, a.name)));
  const kept = description.accessors.find((a) => a.name === previous);
  select.value = kept ? kept.name : description.main;
  const described_at = performance.now();
  showCode('rust', call('expand', pattern, 0));
  showCode('c', call('expand', pattern, 1));
  const expanded_at = performance.now();
  chooseAccessor(Boolean(kept));
  const end = performance.now();
  const ms = (a, b) => `${(b - a).toFixed(1)} ms`;
  $('timing').textContent =
    `Described in ${ms(start, described_at)}, expanded as Rust and C in ${ms(described_at, expanded_at)}, drawn in ${ms(expanded_at, end)}: ${ms(start, end)} in all.`;
  $('timing').dataset.total = (end - start).toFixed(1);
}

/** The accessor chosen: its widgets, and the squares clicked kept where `keep` says it is the same one. */
function chooseAccessor(keep) {
  const signature = state.description.accessors.find((a) => a.name === $('accessor').value);
  const same = keep && state.accessor && state.accessor.name === signature.name;
  state.accessor = signature;
  if (!same) {
    state.squares = [];
    state.set = 0n;
    state.occupancy = 0n;
  }
  argumentWidgets();
  draw();
}

for (const pattern of call('canonical', '').text.split('\n').filter(Boolean)) $('canonical').add(new Option(pattern, pattern));
$('canonical').addEventListener('change', () => {
  if (!$('canonical').value) return;
  $('pattern').value = $('canonical').value;
  update();
});
let pending;
$('pattern').addEventListener('input', () => {
  clearTimeout(pending);
  pending = setTimeout(update, 150);
});
$('accessor').addEventListener('change', () => chooseAccessor(false));
$('blockers').addEventListener('change', draw);
update();
document.body.dataset.ready = '1';
