/*
 * The shell provides its start-up shared modules eagerly (rspack.config.ts): they are all in
 * main.js, with no async boundary before rendering. Evaluating them all at once, though, was one
 * long task of ~250 ms on a slow phone, the largest part of a page's Total Blocking Time (decision
 * 0007). So the start-up evaluates them in steps, each in a task of its own, largest
 * first. `webpackMode: "eager"` keeps each in main.js: no extra request, only a new task.
 */
startInSteps().catch((error: unknown) => {
  console.error('[showroom] the shell could not start', error);
});

async function startInSteps(): Promise<void> {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@showroom/contract');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@showroom/core');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@showroom/ui');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap.tsx');
}

/** Resolves in a new task, so the page can paint and respond between the steps. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
