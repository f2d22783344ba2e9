/**
 * What the popup says after a press (a toast), said in the order the buttons were pressed. Liking and adding to the
 * cart each load their feature's code with the first press (decision 075), and one may arrive before the other;
 * each press's own change starts at once, only its answer waits its turn here.
 */
let last: Promise<unknown> = Promise.resolve();

export function inPressOrder(answer: () => Promise<unknown>): void {
  const turn = last.then(answer);
  last = turn.catch(() => undefined);
}
