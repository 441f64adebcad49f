// Work an interaction starts but the shopper does not see at once (fetching code for what may come next) runs
// after the browser has painted the interaction's answer: the frame's callback comes before that paint, the task
// it posts after it. Run inside the event handler, the same work would delay the paint and count in the
// interaction's latency (INP). Returns a function that cancels the work if it has not run yet.
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
