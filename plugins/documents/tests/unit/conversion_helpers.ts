import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConversionError } from '#plugins/documents/services/conversion/index'

export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url))

export function fixture(name: string) {
  return path.join(FIXTURES, name)
}

/** The ConversionError a promise rejects with; anything else (or success) fails the test. */
export async function rejection(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof ConversionError) return error
    throw error
  }
  throw new Error('expected a ConversionError')
}

/** A scratch directory per test group, removed by the returned cleanup. */
export async function scratch(prefix: string) {
  const dir = await mkdtemp(path.join(tmpdir(), `docsite-${prefix}-`))
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) }
}

/**
 * A valid PDF of `pages` letter pages sharing one content stream: a 5,000-page document
 * in ~650 KB, written at test time instead of being committed.
 */
export async function writeManyPagePdf(file: string, pages: number, mediaBox = '0 0 612 792') {
  // ASCII only, so string length equals byte length
  const objects: string[] = []
  const kids: string[] = []
  for (let index = 0; index < pages; index++) kids.push(`${5 + index} 0 R`)
  const stream = 'BT /F1 24 Tf 72 700 Td (Page of a long document) Tj ET'
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Count ${pages} /Kids [${kids.join(' ')}] >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
  objects[4] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`
  for (let index = 0; index < pages; index++) {
    objects[5 + index] = `<< /Type /Page /Parent 2 0 R /MediaBox [${mediaBox}] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>`
  }
  const parts = ['%PDF-1.4\n']
  let length = parts[0].length
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = length
    const object = `${id} 0 obj\n${objects[id]}\nendobj\n`
    parts.push(object)
    length += object.length
  }
  const xref = length
  let body = parts.join('')
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  await writeFile(file, body)
}
