/** @jest-environment node */
import { get } from 'node:http'
import { createServer, type AddressInfo, type Server } from 'node:net'
import { siteAnswering } from '../../scripts/startSite.mts'

// scripts/startSite.mts, which every script and test that serves the built site starts it with: a port is
// never shared with a server left running, and a server that cannot start says so at once.

const listening = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, 'localhost', () => resolve((server.address() as AddressInfo).port)))

async function freePort() {
  const probe = createServer()
  const port = await listening(probe)
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** Whether the page answers 200 on a connection of its own (a kept-alive one outlives the server's listening). */
const pageAnswers = (port: number) =>
  new Promise<boolean>((resolve) =>
    get({ host: 'localhost', port, path: '/', agent: false }, (response) => {
      response.resume()
      resolve(response.statusCode === 200)
    }).on('error', () => resolve(false)),
  )

describe('the site server', () => {
  it('serves the built page, refuses a second server on its port, and stops', async () => {
    const port = await freePort()
    const stop = await siteAnswering(port)
    try {
      const second = await siteAnswering(port).then(
        (stopSecond) => void stopSecond(),
        (error: Error) => error.message,
      )
      expect(second).toBe(`Port ${port} is in use: stop the server there first`)
      expect(await pageAnswers(port)).toBe(true)
    } finally {
      stop()
    }
    // The server stops listening at once, and exits once its connections have ended.
    for (const deadline = Date.now() + 10_000; (await pageAnswers(port)) && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await pageAnswers(port)).toBe(false)
  }, 180_000)

  it('fails naming the port when something that never answers holds it', async () => {
    const silent = createServer()
    const port = await listening(silent)
    try {
      await expect(siteAnswering(port)).rejects.toThrow(`The site server stopped (1); is port ${port} in use?`)
    } finally {
      silent.close()
    }
  }, 180_000)
})
