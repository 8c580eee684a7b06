import React, { Component, type ComponentClass } from 'react'
import type { CmsWidgetControlProps } from 'decap-cms-core'
import type { Language } from '../../lib/i18n/languages'
import { imageWidthProblem } from './imageWidth'

// Decap gives every control `getAsset`, which its types leave out.
type Props = CmsWidgetControlProps<string> & { getAsset?: (path: string, field: unknown) => unknown }
type State = { url: string | null; width: number | null }

/**
 * Decap's image control, which also measures the chosen image when its field sets `min_width` (a portfolio
 * front page): one narrower is refused before publishing, with a message that says how wide it is. It stays
 * the `image` widget, so Decap still loads, uploads and publishes its files. The message is in `language`, the
 * interface's.
 */
export function sizedImageControl(ImageControl: ComponentClass<Props>, language: Language) {
  return class SizedImageControl extends Component<Props, State> {
    state: State = { url: null, width: null }

    imageControl: Component<Props> | null = null

    // Decap's widget renders its control again only when the control's own shouldComponentUpdate allows it
    // (it calls it with the next props alone): the image control's decides, as it does unwrapped, so that a
    // picked image and a loaded thumbnail show. Measuring changes this control's state: that renders too.
    shouldComponentUpdate(nextProps: Props, nextState?: State) {
      if (nextState && nextState !== this.state) return true
      const { imageControl } = this
      return imageControl?.shouldComponentUpdate
        ? imageControl.shouldComponentUpdate(nextProps, imageControl.state, undefined)
        : true
    }

    componentDidMount() {
      this.measure()
    }

    componentDidUpdate() {
      this.measure()
    }

    minimumWidth(): number | undefined {
      return this.props.field.get('min_width') as number | undefined
    }

    measure() {
      const { value, getAsset, field } = this.props
      const url = this.minimumWidth() && value && getAsset ? String(getAsset(value, field)) : null
      if (url === this.state.url) return
      this.setState({ url, width: null })
      if (!url) return
      const image = new Image()
      image.onload = () => {
        if (this.state.url === url) this.setState({ width: image.naturalWidth })
      }
      image.src = url
    }

    // Decap calls it unbound, to decide whether the entry may be saved or published.
    isValid = () => {
      const { width } = this.state
      const minimumWidth = this.minimumWidth()
      const label = String(this.props.field.get('label'))
      const message = width === null || !minimumWidth ? null : imageWidthProblem(label, width, minimumWidth, language)
      return message ? { error: { type: 'CUSTOM', message } } : true
    }

    render() {
      return (
        <ImageControl ref={(control: Component<Props> | null) => void (this.imageControl = control)} {...this.props} />
      )
    }
  }
}
