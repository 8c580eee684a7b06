// The popover attributes (LanguageMenu), which React 18 writes to the DOM as they are spelt here and its types do
// not declare yet. React 19 declares them, the button's as `popoverTarget`: rename it with that upgrade.
import 'react'

// An interface merged into React's repeats its type parameter, used or not.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module 'react' {
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual'
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string
  }
}
