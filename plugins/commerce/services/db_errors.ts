/** SQLite and MySQL/MariaDB name a unique-key violation differently. */
export function isDuplicateKey(error: unknown) {
  const code = String((error as { code?: string })?.code ?? '')
  return code === 'ER_DUP_ENTRY' || code.startsWith('SQLITE_CONSTRAINT')
}
