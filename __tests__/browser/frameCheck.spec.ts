import { drawsNoFrames, expect, openPage, test } from './fixtures'

// The check behind the one retry a failed browser test gets (fixtures.ts, `framesAfterFailure`): it must excuse
// only a page that runs but gives no animation frame. A stubbed requestAnimationFrame stands in for a Chromium
// that stopped drawing, which no test can bring about on purpose.
test.describe('after a failure, the frame check', () => {
  test('finds that a page that draws, draws', async ({ page }) => {
    await openPage(page, '/')
    expect(await drawsNoFrames(page)).toBe(false)
  })

  test('finds that a visible page that runs but gives no animation frame does not draw', async ({ page }) => {
    await openPage(page, '/')
    await page.evaluate(() => {
      window.requestAnimationFrame = () => 0
    })
    expect(await drawsNoFrames(page)).toBe(true)
  })

  test('does not excuse a hidden page, which gives no frames by design', async ({ page }) => {
    await openPage(page, '/')
    await page.evaluate(() => {
      window.requestAnimationFrame = () => 0
      Object.defineProperty(document, 'visibilityState', { value: 'hidden' })
    })
    expect(await drawsNoFrames(page)).toBe(false)
  })

  test('does not excuse a page that is gone', async ({ page }) => {
    await openPage(page, '/')
    await page.close()
    expect(await drawsNoFrames(page)).toBe(false)
  })
})
