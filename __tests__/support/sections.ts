/**
 * A page section for jsdom, which lays nothing out: its top edge, relative to the viewport, is whatever the
 * test moves it to.
 */
export function placeSection(id: string, top: number) {
  const section = document.createElement('section')
  section.id = id
  let currentTop = top
  section.getBoundingClientRect = () => ({ top: currentTop }) as DOMRect
  document.body.append(section)
  return { moveTo: (newTop: number) => (currentTop = newTop) }
}
