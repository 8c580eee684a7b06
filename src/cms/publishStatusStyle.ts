/**
 * The look of the status region (publishStatus.ts), as Decap draws its cards: white, its 5 px radius and deep
 * shadow, its text colour, and a left edge in the colour of the state (Decap's blue on its way, its green on the
 * site, its brown for a warning). It sits at the foot of the window in every view. Empty, the region stays in the
 * page, as a live region must to be heard, but draws nothing.
 * A style element of its own (editorStyles.ts).
 */
export const PUBLISH_STATUS_CSS = `
.cms-publish-status {
  position: fixed;
  inset: auto 1rem 1rem;
  z-index: 1000;
  display: flex;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  max-width: 40rem;
  margin: 0 auto;
  color: #313d3e;
  font-size: 0.9375rem;
  line-height: 1.4;
}

.cms-publish-status:not([data-state='']) {
  padding: 0.75rem 1rem;
  border-left: 6px solid #3a69c7;
  border-radius: 5px;
  background: #ffffff;
  box-shadow:
    0 4px 12px 0 rgb(68 74 87 / 0.15),
    0 1px 3px 0 rgb(68 74 87 / 0.25);
}

.cms-publish-status[data-state='live'] {
  border-left-color: #005614;
}

.cms-publish-status[data-state='late'] {
  border-left-color: #754e00;
  background: #fffbe0;
}

.cms-publish-status p {
  margin: 0;
}

.cms-publish-status a {
  color: #2a54a8;
  font-weight: 600;
}

.cms-publish-status button {
  flex: none;
  padding: 0.375rem 0.75rem;
  border: 1px solid #313d3e;
  border-radius: 5px;
  background: #ffffff;
  color: #313d3e;
  font: inherit;
  cursor: pointer;
}

.cms-publish-status :focus-visible {
  outline: 3px solid #3a69c7;
  outline-offset: 2px;
}
`
