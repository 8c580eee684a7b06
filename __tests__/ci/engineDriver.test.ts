/** @jest-environment node */
import { onFoundElement } from '../browser/engines/driver'

// The engines' drivers act on an element as Playwright's locators do: one that a re-render replaced between
// finding it and acting on it is found again; an action that failed otherwise is never done twice.

describe('acting on a found element', () => {
  it('finds the element again when the one found was gone, and acts once on the new one', async () => {
    const found = ['the button before the re-render', 'the button after it']
    const clicked: string[] = []
    await onFoundElement(
      async () => found.shift()!,
      async (element) => {
        if (element === 'the button before the re-render') throw new Error('Node is detached from document')
        clicked.push(element)
      },
    )
    expect(clicked).toEqual(['the button after it'])
    expect(found).toEqual([])
  })

  it('fails at once, without acting again, when the action failed for another reason', async () => {
    let finds = 0
    await expect(
      onFoundElement(
        async () => ++finds,
        async () => {
          throw new Error('WebKitWebDriver did not answer a click within 30 s')
        },
      ),
    ).rejects.toThrow('did not answer a click')
    expect(finds).toBe(1)
  })
})
