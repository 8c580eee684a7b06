/**
 * An SVG image that runs a script when a browser opens it: the script marks the document and writes to the
 * storage of the origin it runs on, where the editor keeps an editor's GitHub token. The unit tests, the build's
 * check, the editor and the browser test of how /static/ is served all take this one file.
 */
export const SCRIPTED_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">',
  '<rect width="64" height="64" fill="#12355b"/>',
  "<script>document.documentElement.setAttribute('data-script-ran', 'yes'); localStorage.setItem('svg-script', 'ran')</script>",
  '</svg>',
].join('')
