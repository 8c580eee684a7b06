/** @jest-environment node */
import { readFileSync } from 'node:fs'
import { parse, visit, type ArgumentNode } from 'graphql'
import { PORTFOLIO_IMAGE } from '../../../src/lib/content/schemas'

/** The arguments of the card's `gatsbyImageData`, read from its fragment in PortfolioCard.tsx. */
function cardImageArguments() {
  const source = readFileSync('src/components/PortfolioCard.tsx', 'utf8')
  const fragment = /graphql`([\s\S]*?)`/.exec(source)![1]
  let found: readonly ArgumentNode[] = []
  visit(parse(fragment), {
    Field(node) {
      if (node.name.value === 'gatsbyImageData') found = node.arguments ?? []
    },
  })
  const value = (name: string) => found.find((argument) => argument.name.value === name)!.value
  const number = (node: ReturnType<typeof value>) => Number((node as { value: string }).value)
  const densities = value('outputPixelDensities') as { values: readonly ReturnType<typeof value>[] }
  return { width: number(value('width')), densities: densities.values.map(number) }
}

describe("a portfolio image's widths", () => {
  it('are those of the widest image the card asks the build for: its width at its largest pixel density', () => {
    const { width, densities } = cardImageArguments()
    const widest = width * Math.max(...densities)
    expect({ min: PORTFOLIO_IMAGE.minWidth, max: PORTFOLIO_IMAGE.maxWidth }).toEqual({ min: widest, max: widest })
  })
})
