import { footCardLook } from './editorStyles'

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

${footCardLook('.cms-field-link-notice', '#b3261e')}`
