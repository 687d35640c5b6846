/** Writes one line to stdout. Commands print through here so tests can read plain text. */
export function print(line = '') {
  process.stdout.write(`${line}\n`)
}

export function printError(message: string) {
  process.stderr.write(`error: ${message}\n`)
}

/** Left-aligned columns; widths count CJK characters as two. */
export function printTable(headers: string[], rows: (string | number)[][]) {
  const width = (text: string) => [...text].reduce((sum, char) => sum + (/[\u1100-\uffff]/.test(char) ? 2 : 1), 0)
  const cells = [headers, ...rows.map((row) => row.map(String))]
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => width(row[column] ?? ''))))
  for (const row of cells) {
    print(
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell + ' '.repeat(widths[column] - width(cell))))
        .join('  ')
        .trimEnd()
    )
  }
}
