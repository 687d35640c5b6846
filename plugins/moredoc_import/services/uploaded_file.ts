import { stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * Where a MOREDOC attachment's file is on this machine. MOREDOC records paths from its own
 * working folder (`/documents/a/b/c/d/e/<md5>.pdf`, `/uploads/…`): they are looked for
 * under --uploads, beside it (--uploads naming MOREDOC's uploads folder inside that working
 * folder), and under --uploads without their first folder.
 */
export async function findUploadedFile(uploads: string, recorded: string) {
  const relative = recorded.replace(/\\/g, '/').replace(/^\/+/, '')
  if (!relative || relative.split('/').includes('..')) return { found: null, tried: [] as string[] }
  const tried = [
    path.join(uploads, relative),
    path.join(path.dirname(uploads), relative),
    path.join(uploads, relative.split('/').slice(1).join('/')),
  ]
  for (const candidate of new Set(tried)) {
    const info = await stat(candidate).catch(() => null)
    if (info?.isFile()) return { found: candidate, tried }
  }
  return { found: null, tried: [...new Set(tried)] }
}
