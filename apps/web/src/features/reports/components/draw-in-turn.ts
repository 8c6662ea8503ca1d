// Heavy drawings one at a time (issue 37): each waits for the one before it to be on the page, then starts in a task
// of its own, so that the browser paints and answers input between two of them.

type Draw = (done: () => void) => void;

const waiting: Draw[] = [];
let current: { draw: Draw; done: () => void } | null = null;
let scheduled = false;

function schedule() {
  if (scheduled || current) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    const draw = waiting.shift();
    if (!draw) return;
    const turn = {
      draw,
      done: () => {
        if (current !== turn) return;
        current = null;
        schedule();
      },
    };
    current = turn;
    draw(turn.done);
  }, 0);
}

/**
 * Queues a drawing; `draw` is called in its turn with `done`, to be called once it is on the page. Answers a function
 * that takes the drawing out of the queue, or ends its turn if it has come (a section that left the page).
 */
export function drawInTurn(draw: Draw): () => void {
  waiting.push(draw);
  schedule();
  return () => {
    const at = waiting.indexOf(draw);
    if (at >= 0) waiting.splice(at, 1);
    if (current?.draw === draw) current.done();
  };
}
