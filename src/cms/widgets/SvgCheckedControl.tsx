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
/** The check of the file at one address: its problem in the interface's language once read, else undefined. */
type Check = { url: string; problem?: string | null }

const isSvg = (value: unknown): value is string => typeof value === 'string' && value.toLowerCase().endsWith('.svg')

/**
 * An image control whose SVG file is checked with the build's rule on the logo's file (svgFileSchema,
 * src/lib/content/schemas.ts) as soon as Decap has it, an upload or a file of the media library: one that would
 * run or load something is refused at its field, in the interface's language, and nothing is saved. Until the
 * file is read, saving waits with Decap's own "is processing" message.
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
      this.read()
    }

    componentDidUpdate() {
      this.read()
    }

    read() {
      const url = this.chosen() ? loadedImageUrl(this.props) : null
      if (!url || url === this.check?.url) return
      const check: Check = { url }
      this.check = check
      fetch(url)
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

    // Decap calls it unbound, to decide whether the entry may be saved or published.
    isValid = () => {
      const valid = this.ownAnswer()
      this.refused = valid !== true
      return valid === true ? (this.inner.current?.isValid?.() ?? true) : valid
    }

    ownAnswer() {
      const { field, t } = this.props
      if (!this.chosen()) return true
      const label = String(field.get('label'))
      const { check } = this
      if (!check || check.url !== loadedImageUrl(this.props) || check.problem === undefined) {
        const processing = t?.('editor.editorControlPane.widget.processing', { fieldLabel: label })
        return { error: { type: 'CUSTOM', message: processing ?? label } }
      }
      return check.problem ? { error: { type: 'CUSTOM', message: `${label} ${check.problem}.` } } : true
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
