/** Lets pending promise callbacks (actor answers) and the machine's reactions run. */
export async function settleAll(): Promise<void> {
  for (let tick = 0; tick < 60; tick += 1) await Promise.resolve();
}
