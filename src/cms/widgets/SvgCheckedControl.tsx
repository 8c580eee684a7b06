import React, { Component, createRef, type ComponentType, type Ref } from 'react'
import type { CmsWidgetControlProps } from 'decap-cms-core'
import type { UiLanguage } from '../../lib/editor/uiLanguage'
import { svgFileProblem } from '../../lib/content/schemas'
import { loadedImageUrl } from './MeasuredImageControl'

// Decap gives every control `getAsset`, `validate` (its widget's, which shows the field's errors) and `t`, which
// its types leave out.
type Props = CmsWidgetControlProps<string> & {
  getAsset?: (path: string, field: unknown) => unknown
  validate?: () => void
  t?: (key: string, options: Record<string, string>) => string
}
type Inner = {
  isValid?: () => unknown
  focus?: (path?: string) => void
  shouldComponentUpdate?: (next: Props) => boolean
}
/**
 * The check of the file at one address: its problem in the interface's language once read, else undefined;
 * `read` settles when the reading has ended, read or not.
 */
type Check = { url: string; problem?: string | null; read: Promise<void> }

const isSvg = (value: unknown): value is string => typeof value === 'string' && value.toLowerCase().endsWith('.svg')

/** The SVG-checked fields of the entry open in the editor: a save waits for their files to be read. */
const openFields = new Set<{ checked(): Promise<string | null> }>()

/**
 * Waits until the file chosen in each SVG-checked field has been read, and throws the first one's problem. Decap
 * runs it before it writes anything of a save (its preSave event, src/cms/index.tsx): a save pressed while a file
 * is still read waits for it, as Decap's own check of the fields on Save, which must answer at once, cannot.
 */
export async function chosenSvgFilesChecked(): Promise<void> {
  for (const field of openFields) {
    const problem = await field.checked()
    if (problem) throw new Error(problem)
  }
}

/**
 * An image control whose SVG file is checked with the build's rule on the logo's file (svgFileSchema,
 * src/lib/content/schemas.ts) as soon as Decap has it, an upload or a file of the media library: one that would
 * run or load something is refused at its field, in the interface's language, and nothing is saved. A save
 * pressed before the file is read waits for it (`chosenSvgFilesChecked`): reading it first loads the rule's
 * parser, which can take a second or more on a slow connection or a busy machine.
 */
export function svgCheckedControl(Control: new (props: Props) => object, language: UiLanguage) {
  // The image control's class, whose own types are looser than React's (its state's, for one).
  const ImageControl = Control as ComponentType<Props & { ref: Ref<Inner> }>
  return class SvgCheckedControl extends Component<Props> {
    inner = createRef<Inner>()

    check: Check | null = null

    /** The file the entry opened with: already checked by the build that published it, or by this editor. */
    opened = this.props.value

    /** Whether the field has been refused since its file was chosen: its message must go once the file passes. */
    refused = false

    componentDidMount() {
      openFields.add(this)
      this.read()
    }

    componentWillUnmount() {
      openFields.delete(this)
    }

    componentDidUpdate() {
      this.read()
    }

    read() {
      const url = this.chosen() ? loadedImageUrl(this.props) : null
      if (!url || url === this.check?.url) return
      const check: Check = { url, read: Promise.resolve() }
      this.check = check
      check.read = fetch(url)
        .then((response) => response.arrayBuffer())
        .then((bytes) => svgFileProblem(new Uint8Array(bytes), language))
        .then(
          (problem) => {
            check.problem = problem
            // Decap shows a field's errors when its widget validates it: at once, not at the next save.
            if (this.check === check && (problem || this.refused)) this.props.validate?.()
          },
          // Not read (the address went away as Decap loaded the file anew): the next render reads it again.
          () => {
            if (this.check === check) this.check = null
          },
        )
    }

    /** Whether the field holds an SVG chosen in this editor, which no build has checked yet. */
    chosen() {
      return isSvg(this.props.value) && this.props.value !== this.opened
    }

    // Decap calls it unbound, to decide whether the entry may be saved or published. It must answer at once: a
    // file still being read is not refused here (Decap would drop the save), its save waits for it instead.
    isValid = () => {
      const problem = this.problem()
      this.refused = problem !== null
      return problem === null
        ? (this.inner.current?.isValid?.() ?? true)
        : { error: { type: 'CUSTOM', message: problem } }
    }

    label() {
      return String(this.props.field.get('label'))
    }

    /** Why the chosen file cannot be saved, once it has been read; null until then, or when it can. */
    problem() {
      const { check } = this
      if (!this.chosen() || check?.url !== loadedImageUrl(this.props) || !check.problem) return null
      return `${this.label()} ${check.problem}.`
    }

    /** Reads the chosen file if it is not being read, and answers why it cannot be saved, or null when it can. */
    async checked(): Promise<string | null> {
      if (!this.chosen()) return null
      this.read()
      await this.check?.read
      const { check } = this
      if (check?.url === loadedImageUrl(this.props) && check.problem !== undefined) return this.problem()
      // Not read (its address went away, or it could not be fetched): saving it unchecked is not an option.
      const label = this.label()
      return this.props.t?.('editor.editorControlPane.widget.processing', { fieldLabel: label }) ?? label
    }

    focus = (path?: string) => this.inner.current?.focus?.(path)

    // Decap's widget asks the control it holds whether to render again: the image control inside answers.
    shouldComponentUpdate(next: Props) {
      return this.inner.current?.shouldComponentUpdate?.(next) ?? true
    }

    render() {
      return <ImageControl {...this.props} ref={this.inner} />
    }
  }
}
