/** Files webpack emits as assets: importing one gives its public URL. */
declare module '*.woff2' {
  const url: string
  export default url
}
