import React, { Component, type ComponentClass } from 'react'
import type { CmsWidgetControlProps } from 'decap-cms-core'
import type { Language } from '../../lib/i18n/languages'
import { imageFormatOf, imageProblem, type ImageRule, type Measured } from './imageRules'

// Decap gives every control `getAsset`, which its types leave out.
type Props = CmsWidgetControlProps<string> & { getAsset?: (path: string, field: unknown) => unknown }
type State = Measured & { url: string | null }

/**
 * Decap's image control, which also measures the chosen image when its field has rules on the file (a portfolio
 * front page: `min_width`, `image_format`): its width as the browser decodes it, its format from its first bytes,
 * as the build reads them. An image that breaks a rule is refused before saving, with a message in `language`,
 * the interface's. It stays the `image` widget, so Decap still loads, uploads and publishes its files.
 */
export function measuredImageControl(ImageControl: ComponentClass<Props>, language: Language) {
  return class MeasuredImageControl extends Component<Props, State> {
    state: State = { url: null, width: null, format: null }

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

    rule(): ImageRule {
      const { field } = this.props
      return {
        minimumWidth: field.get('min_width') as number | undefined,
        format: field.get('image_format') as ImageRule['format'],
      }
    }

    measure() {
      const { value, getAsset, field } = this.props
      const { minimumWidth, format } = this.rule()
      const url = (minimumWidth || format) && value && getAsset ? String(getAsset(value, field)) : null
      if (url === this.state.url) return
      this.setState({ url, width: null, format: null })
      if (!url) return
      const image = new Image()
      image.onload = () => {
        if (this.state.url === url) this.setState({ width: image.naturalWidth })
      }
      image.src = url
      void fetch(url)
        .then((response) => response.arrayBuffer())
        .then((bytes) => {
          if (this.state.url === url) this.setState({ format: imageFormatOf(new Uint8Array(bytes, 0, 12)) })
        })
    }

    // Decap calls it unbound, to decide whether the entry may be saved or published.
    isValid = () => {
      const message = imageProblem(String(this.props.field.get('label')), this.state, this.rule(), language)
      return message ? { error: { type: 'CUSTOM', message } } : true
    }

    render() {
      return (
        <ImageControl ref={(control: Component<Props> | null) => void (this.imageControl = control)} {...this.props} />
      )
    }
  }
}
