// The page's searches, in a Web Worker so that the page stays live: the
// same C code as `twigs solve` (web_solve in src/web/web_solve.c), in
// one thread.  15 Hexes' count, which takes seconds, runs as PARTS parts
// (as `twigs solve --part K/N`), which add up, so that the page can show
// how far it has got; other searches run whole, as a part costs the
// search's set-up again (the Triangle's count in 16 parts takes 9 times
// as long).  Stop ends the worker itself.
'use strict';
importScripts('twigs.js');

const PARTS = 16;
let module = null;

function call(name, types, args) {
  const pointer = module.ccall(name, 'number', types, args);
  if (pointer === 0) return null;
  const text = module.UTF8ToString(pointer);
  module._free(pointer);
  return text;
}

function solve(text, mode, part, parts) {
  return JSON.parse(call('web_solve', ['string', 'number', 'number', 'number'],
    [text, mode, part, parts]));
}

const ready = twigsModule().then((m) => {
  module = m;
  module.onSolution = (yaml) => postMessage({ type: 'solution', yaml });
  // WebAssembly is compiled in two steps: a quick first one, then the hot
  // functions again, faster.  A small count beforehand gets the search's
  // functions there before the first search is timed.
  const post = module.onSolution;
  module.onSolution = () => {};
  solve('triangle', 1, 0, 0);
  module.onSolution = post;
  postMessage({ type: 'ready' });
});

function count(text) {
  const started = performance.now();
  const total = { solutions: 0, nodes: 0, shapes: 0, triangle: 0, complete: true };
  let last = null;
  for (let part = 1; part <= PARTS; part++) {
    last = solve(text, 1, part, PARTS);
    if (last.errors || last.error || last.failed) return last;
    for (const key of ['solutions', 'nodes', 'shapes', 'triangle'])
      total[key] += last[key] || 0;
    total.complete = total.complete && last.complete;
    postMessage({ type: 'progress', done: part, of: PARTS, solutions: total.solutions });
  }
  return Object.assign({}, last, total, { part: 0, parts: 0,
    milliseconds: performance.now() - started });
}

onmessage = async (event) => {
  await ready;
  const { text, mode } = event.data;
  const started = performance.now();
  let result;
  if (mode === 1 && text === 'hexes15') {
    result = count(text);
  } else {
    result = solve(text, mode, 0, 0);
    result.milliseconds = performance.now() - started;
  }
  postMessage({ type: 'done', result });
};
