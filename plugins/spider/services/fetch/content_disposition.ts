/**
 * The file name a Content-Disposition header gives: `filename*` (RFC 5987, any charset
 * label we can decode) wins over the plain `filename`. Directories are dropped.
 */
export function dispositionFileName(header: string | undefined): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header)
  if (extended) {
    const name = decodeExtended(extended[1] || 'utf-8', extended[2].trim().replace(/^"|"$/g, ''))
    if (name) return baseName(name)
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header)
  if (!plain) return null
  const value = plain[1] !== undefined ? plain[1].replace(/\\"/g, '"') : plain[2].trim()
  return value ? baseName(latin1ToText(value)) : null
}

function decodeExtended(charset: string, encoded: string) {
  try {
    const bytes = Uint8Array.from(
      encoded.replace(/%([0-9a-f]{2})|./gis, (match, hex) => (hex ? String.fromCharCode(Number.parseInt(hex, 16)) : match)),
      (ch) => ch.charCodeAt(0)
    )
    return new TextDecoder(charset.trim().toLowerCase(), { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

/** Node hands header bytes over as latin1; many servers send raw UTF-8 (or GBK) names there. */
function latin1ToText(value: string) {
  if (!/[\u0080-\u00ff]/.test(value)) return value
  const bytes = Buffer.from(value, 'latin1')
  for (const charset of ['utf-8', 'gbk']) {
    try {
      return new TextDecoder(charset, { fatal: true }).decode(bytes)
    } catch {}
  }
  return value
}

function baseName(name: string) {
  return name.split(/[\\/]/).pop()!.trim()
}
