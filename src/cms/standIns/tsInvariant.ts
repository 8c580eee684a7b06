/**
 * Stands in for ts-invariant 0.4 (adminBundle.ts), which the GitHub backend's GraphQL client (Apollo 2) checks
 * its assumptions with: as it loads, ts-invariant defines a global `process` with `new Function` when there is
 * none, which the editor's policy refuses and reports. This is its API as Apollo imports it, with its messages.
 */
const GENERIC_MESSAGE = 'Invariant Violation'

export class InvariantError extends Error {
  framesToPop = 1

  constructor(message: string | number = GENERIC_MESSAGE) {
    super(
      typeof message === 'number'
        ? `${GENERIC_MESSAGE}: ${message} (see https://github.com/apollographql/invariant-packages)`
        : message,
    )
    this.name = GENERIC_MESSAGE
  }
}

function check(condition: unknown, message?: string | number): asserts condition {
  if (!condition) throw new InvariantError(message)
}

export const invariant = Object.assign(check, {
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
})
