import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import mysql from 'mysql2/promise'
import app from '@adonisjs/core/services/app'
import { MOREDOC_TABLES } from './moredoc_schema.js'

/**
 * The MariaDB every lane has (CI starts it for the SQLite lane too); its own database per run,
 * by process: CI's two lanes run this suite at the same time.
 */
const SERVER = { host: '127.0.0.1', port: 3306, user: 'root', password: '' }
const DATABASE = process.env.MOREDOC_TEST_DATABASE || `moredoc_src_test_${process.pid}`
const FIXTURES = app.makePath('plugins/documents/tests/fixtures')

/** Why the suite cannot run here, or null when MariaDB answers. */
export async function moredocServerMissing() {
  try {
    const connection = await mysql.createConnection({ ...SERVER, connectTimeout: 3000 })
    await connection.end()
    return null
  } catch (error) {
    return `MOREDOC's source database needs MariaDB at ${SERVER.host}:${SERVER.port} (root, no password): ${(error as Error).message}`
  }
}

/** A password hash the way MOREDOC makes one: salted MD5 with a 4-character random salt. */
export function moredocPasswordHash(password: string) {
  const salt = randomBytes(3)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 4)
  return `md5$${salt}$${createHash('md5')
    .update(salt + password)
    .digest('hex')}`
}

export interface FixtureDocument {
  id: number
  title: string
  userId: number
  categoryIds: number[]
  /** A fixture file put where MOREDOC keeps documents, or one named but missing. */
  file: string | { missing: string }
  price?: number
  status?: number
  deleted?: boolean
  uuid?: string
}

export interface MoredocFixture {
  groups: Record<string, unknown>[]
  users: Record<string, unknown>[]
  userGroups: [number, number][]
  categories: Record<string, unknown>[]
  documents: FixtureDocument[]
  /** Rows of other tables, by name without the prefix (article, comment, favorite …), as they are. */
  rows?: Record<string, Record<string, unknown>[]>
  /** Other files of MOREDOC's working folder (images under uploads/), by the path MOREDOC records. */
  files?: Record<string, Buffer>
}

/**
 * A MOREDOC site: its database on MariaDB filled with the rows given, and its working
 * folder (uploads/, documents/a/b/c/d/e/<md5>.<ext>) under tmp/. `drop` removes both.
 */
export async function createMoredocSite(fixture: MoredocFixture) {
  const root = app.makePath(`tmp/test-moredoc-${process.pid}`)
  await rm(root, { recursive: true, force: true })
  await mkdir(path.join(root, 'uploads'), { recursive: true })
  const server = await mysql.createConnection({ ...SERVER, multipleStatements: true })
  await server.query(`DROP DATABASE IF EXISTS \`${DATABASE}\`; CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4`)
  await server.changeUser({ database: DATABASE })
  for (const statement of MOREDOC_TABLES) await server.query(statement)

  const insert = async (table: string, row: Record<string, unknown>) => {
    await server.query(`INSERT INTO ${table} SET ?`, [row])
  }
  for (const row of fixture.groups) await insert('mnt_group', { created_at: '2023-05-01 08:00:00', ...row })
  for (const row of fixture.users) await insert('mnt_user', { created_at: '2023-05-02 09:30:00', ...row })
  for (const [index, [userId, groupId]] of fixture.userGroups.entries()) {
    await insert('mnt_user_group', { id: index + 1, user_id: userId, group_id: groupId })
  }
  for (const row of fixture.categories) await insert('mnt_category', row)
  let link = 0
  for (const document of fixture.documents) {
    const name = typeof document.file === 'string' ? document.file : document.file.missing
    const ext = path.extname(name)
    // A file of this run's own: other suites (the spider's) count who on the site holds the fixture itself.
    const bytes =
      typeof document.file === 'string'
        ? Buffer.concat([
            await readFile(path.join(FIXTURES, document.file)),
            Buffer.from(`\n% moredoc import ${randomBytes(6).toString('hex')}\n`),
          ])
        : Buffer.from(name)
    const hash = createHash('md5').update(bytes).digest('hex')
    const recorded = `documents/${hash.slice(0, 5).split('').join('/')}/${hash}${ext}`
    if (typeof document.file === 'string') {
      await mkdir(path.dirname(path.join(root, recorded)), { recursive: true })
      await writeFile(path.join(root, recorded), bytes)
    }
    await insert('mnt_document', {
      id: document.id,
      title: document.title,
      keywords: `${document.title},测试`,
      description: `${document.title}的简介`,
      user_id: document.userId,
      price: document.price ?? 0,
      size: bytes.byteLength,
      ext,
      status: document.status ?? 2,
      pages: 3,
      view_count: 42,
      download_count: 7,
      uuid: document.uuid ?? '',
      created_at: '2023-06-01 10:00:00',
      updated_at: '2023-06-02 10:00:00',
      deleted_at: document.deleted ? '2023-07-01 00:00:00' : null,
    })
    await insert('mnt_attachment', {
      hash,
      user_id: document.userId,
      type: 2,
      type_id: document.id,
      path: `/${recorded}`,
      name,
      size: bytes.byteLength,
      ext,
      ip: '10.0.0.8',
    })
    for (const categoryId of document.categoryIds) {
      link += 1
      await insert('mnt_document_category', { id: link, document_id: document.id, category_id: categoryId })
    }
  }
  for (const [recorded, bytes] of Object.entries(fixture.files ?? {})) {
    const target = path.join(root, recorded)
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, bytes)
  }
  for (const [table, rows] of Object.entries(fixture.rows ?? {})) {
    for (const row of rows) await insert(`mnt_${table}`, row)
  }
  return {
    url: `mysql://${SERVER.user}@${SERVER.host}:${SERVER.port}/${DATABASE}`,
    uploads: path.join(root, 'uploads'),
    query: (sql: string, values: unknown[] = []) => server.query(sql, values),
    async drop() {
      await server.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``)
      await server.end()
      await rm(root, { recursive: true, force: true })
    },
  }
}
