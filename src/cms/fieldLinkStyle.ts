/** The look of what a link from the page's edit mode draws in the editor (fieldLink.ts, editorStyles.ts). */
export const FIELD_LINK_CSS = `
/* The field a link from the page's edit mode opened (fieldLink.ts): marked in red, which then fades. Doubled
   class: Decap's own styles of the control, injected after this sheet, weigh one class. */
.cms-linked-field.cms-linked-field {
  border-radius: 6px;
  box-shadow: 0 0 0 4px #b3261e;
  animation: cms-linked-field 2.5s ease-in forwards;
}

@keyframes cms-linked-field {
  70% {
    box-shadow: 0 0 0 4px #b3261e;
  }
  100% {
    box-shadow: 0 0 0 4px transparent;
  }
}

@media (prefers-reduced-motion: reduce) {
  .cms-linked-field.cms-linked-field {
    animation: none;
  }
}

.cms-field-link-notice {
  position: fixed;
  inset: auto 1rem 1rem;
  z-index: 1000;
  display: flex;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  max-width: 40rem;
  margin: 0 auto;
  padding: 0.75rem 1rem;
  border-left: 6px solid #b3261e;
  border-radius: 6px;
  background: #ffffff;
  box-shadow: 0 4px 16px rgb(16 24 40 / 0.2);
  color: #1b1f24;
  font-size: 0.9375rem;
}

.cms-field-link-notice p {
  margin: 0;
}

.cms-field-link-notice button {
  padding: 0.375rem 0.75rem;
  border: 1px solid #12355b;
  border-radius: 6px;
  background: #ffffff;
  color: #12355b;
  font: inherit;
  cursor: pointer;
}
`
