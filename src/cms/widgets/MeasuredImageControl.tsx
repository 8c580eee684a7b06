import React, { Component, type ComponentClass } from 'react'
import type { CmsWidgetControlProps } from 'decap-cms-core'
import type { UiLanguage } from '../../lib/editor/uiLanguage'
import { imageFormatOf, imageProblem, type ImageRule, type Measured } from './imageRules'

// Decap gives every control `getAsset`, which its types leave out.
type GetAsset = (path: string, field: unknown) => unknown
type Props = CmsWidgetControlProps<string> & { getAsset?: GetAsset }
type State = Measured & { url: string | null }

/**
 * The address of the chosen image, once Decap has loaded it. Until then `getAsset` answers a placeholder (an empty
 * SVG), the one it answers for no image at all.
 */
export function loadedImageUrl({ value, getAsset, field }: Props): string | null {
  if (!value || !getAsset) return null
  const url = String(getAsset(value, field))
  return url === String(getAsset('', field)) ? null : url
}

/**
 * Decap's image control, which also measures the chosen image when its field has rules on the file (a portfolio
 * front page: `image_format`, `min_width`, `max_width`, `max_bytes`): its width as the browser decodes it, its size,
 * and its format from its first bytes, as the build reads them. An image that breaks a rule is refused before saving, with a message in `language`,
 * the interface's. It stays the `image` widget, so Decap still loads, uploads and publishes its files.
 */
export function measuredImageControl(ImageControl: ComponentClass<Props>, language: UiLanguage) {
  return class MeasuredImageControl extends Component<Props, State> {
    state: State = { url: null, width: null, bytes: null, format: null }

    imageControl: Component<Props> | null = null

    /** The image control's `getAsset`: Decap's, under a new identity each time the image's address changes. */
    given: { getAsset?: GetAsset; from?: GetAsset; url: string | null } = { url: null }

    // Decap's widget renders its control again only when the control's own shouldComponentUpdate allows it
    // (it calls it with the next props alone): the image control's decides, as it does unwrapped, so that a
    // picked image shows. Measuring changes this control's state, and the image loading its address: both render
    // too. Decap's image control draws its thumbnail from getAsset once per getAsset it is given
    // (decap-cms-widget-file 3.5's Image), and Decap gives the same one throughout: unwrapped, an image not yet
    // loaded when the entry opens keeps the placeholder as its thumbnail.
    shouldComponentUpdate(nextProps: Props, nextState?: State) {
      if (nextState && nextState !== this.state) return true
      if (loadedImageUrl(nextProps) !== this.given.url) return true
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
        format: field.get('image_format') as ImageRule['format'],
        minWidth: field.get('min_width') as number | undefined,
        maxWidth: field.get('max_width') as number | undefined,
        maxBytes: field.get('max_bytes') as number | undefined,
      }
    }

    measure() {
      const url = Object.values(this.rule()).some(Boolean) ? loadedImageUrl(this.props) : null
      if (url === this.state.url) return
      this.setState({ url, width: null, bytes: null, format: null })
      if (!url) return
      const image = new Image()
      image.onload = () => {
        if (this.state.url === url) this.setState({ width: image.naturalWidth })
      }
      image.src = url
      void fetch(url)
        .then((response) => response.arrayBuffer())
        .then((bytes) => {
          if (this.state.url === url)
            this.setState({ bytes: bytes.byteLength, format: imageFormatOf(new Uint8Array(bytes)) })
        })
    }

    // Decap calls it unbound, to decide whether the entry may be saved or published.
    isValid = () => {
      const message = imageProblem(String(this.props.field.get('label')), this.state, this.rule(), language)
      return message ? { error: { type: 'CUSTOM', message } } : true
    }

    /** Decap's `getAsset`, as a function of its own for each address the image has had. */
    getAssetForControl() {
      const { getAsset } = this.props
      const url = loadedImageUrl(this.props)
      if (getAsset !== this.given.from || url !== this.given.url)
        this.given = { from: getAsset, url, getAsset: getAsset && ((path, field) => getAsset(path, field)) }
      return this.given.getAsset
    }

    render() {
      return (
        <ImageControl
          ref={(control: Component<Props> | null) => void (this.imageControl = control)}
          {...this.props}
          getAsset={this.getAssetForControl()}
        />
      )
    }
  }
}
