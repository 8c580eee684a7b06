/** Escapes text for an SVG (XML) text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Breaks text into lines of at most `width` characters, at spaces (a longer word keeps a line of its own). */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1
    if (last >= 0 && lines[last].length + word.length + 1 <= width) lines[last] += ` ${word}`
    else lines.push(word)
  }
  return lines
}
