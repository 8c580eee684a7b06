import { readFileSync } from 'node:fs'
import path from 'node:path'
import { MENU_OPEN, PHONE_LAYOUT, TOOLBAR_MENU_CLASS } from '../../src/cms/editorStyles'
import { addToolbarMenu, TOOLBAR_MENU_WORDS } from '../../src/cms/phoneToolbar'

/** Lets the MutationObserver that places the button run. */
const observed = () => new Promise((resolve) => setTimeout(resolve))

/** A toolbar as Decap draws it in `document`, <div>s whose classes name their labels: Salvează, then the status. */
function drawToolbar(document: Document) {
  const toolbar = document.createElement('div')
  toolbar.className = 'css-1gtfcgu-ToolbarContainer e1d2l9mo22'
  const save = document.createElement('button')
  save.className = 'css-jx05xx-ToolbarButton-SaveButton e1d2l9mo8'
  save.textContent = 'Salvează'
  const status = document.createElement('span')
  status.setAttribute('role', 'button')
  status.textContent = 'Stare: Ciornă'
  toolbar.append(save, status)
  document.body.append(toolbar)
  return toolbar
}

describe("an entry's toolbar on a phone", () => {
  it('gets one Acțiuni button after Salvează, whatever else Decap draws, which shows and hides the rest of its controls', async () => {
    const document = window.document.implementation.createHTMLDocument()
    addToolbarMenu(document, 'ro')
    const toolbar = drawToolbar(document)
    await observed()
    toolbar.append(document.createElement('div'))
    await observed()
    expect([...toolbar.children].map((control) => control.textContent)).toEqual([
      'Salvează',
      TOOLBAR_MENU_WORDS.ro,
      'Stare: Ciornă',
      '',
    ])
    const menu = toolbar.querySelector<HTMLButtonElement>(`.${TOOLBAR_MENU_CLASS}`)!
    expect(menu.getAttribute('aria-expanded')).toBe('false')
    menu.click()
    expect([toolbar.hasAttribute(MENU_OPEN), menu.getAttribute('aria-expanded')]).toEqual([true, 'true'])
    menu.click()
    expect([toolbar.hasAttribute(MENU_OPEN), menu.getAttribute('aria-expanded')]).toEqual([false, 'false'])
  })

  it('is in English in the English interface', async () => {
    const document = window.document.implementation.createHTMLDocument()
    addToolbarMenu(document, 'en')
    drawToolbar(document)
    await observed()
    expect(document.querySelector(`.${TOOLBAR_MENU_CLASS}`)?.textContent).toBe('Actions')
  })
})

describe('the phone layout', () => {
  it('begins where the patch of Decap’s entry begins its one pane', () => {
    const patch = readFileSync(
      path.join(__dirname, '../../cms-packages/patches/decap-cms-core-phone-editor.patch'),
      'utf8',
    )
    expect(patch).toContain(`+const PHONE_LAYOUT = '${PHONE_LAYOUT}';`)
  })
})
