import 'i18next'

// gatsby-config.ts sets `returnNull: false`, so `t` always returns a string.
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false
  }
}
