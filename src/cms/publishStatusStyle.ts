import { footCardLook } from './editorStyles'

/**
 * The look of the status region (publishStatus.ts), a card at the foot of the window (editorStyles.ts): a left
 * edge in the colour of the state (Decap's blue on its way, its green on the
 * site, its brown for a warning). It stays there in every view. Empty, the region stays in the
 * page, as a live region must to be heard, but draws nothing.
 * A style element of its own (editorStyles.ts).
 */
export const PUBLISH_STATUS_CSS = `
${footCardLook(".cms-publish-status:not([data-state=''])", '#3a69c7')}
.cms-publish-status[data-state='live'] {
  border-left-color: #005614;
}

.cms-publish-status[data-state='late'] {
  border-left-color: #754e00;
  background: #fffbe0;
}

.cms-publish-status a {
  color: #2a54a8;
  font-weight: 600;
}
`
