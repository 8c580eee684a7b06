/**
 * A new task: a message the page sends itself. Browsers handle pending input before it, and run it at once
 * even in a background tab, where they slow timers down.
 */
export const yieldToBrowser = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })

/**
 * Runs each step in a task of its own, one after the other: work that would block the page for one long
 * stretch becomes several short ones with the browser free to respond in between.
 */
export async function startInTasks(steps: readonly (() => Promise<unknown>)[], nextTask = yieldToBrowser) {
  for (const step of steps) {
    await nextTask()
    await step()
  }
}
