/**
 * Puts one converted document into a SQLite database and its previews on the local drive, the
 * way the conversion job leaves them, for looking at the reader and for the benchmark:
 *
 *   SQLITE_FILE=tmp/reader.sqlite3 STORAGE_ROOT=tmp/reader-storage node bench/reader/seed_document.ts [pages] [preview]
 *
 * Prints the new document's id. Run migrations and `node ace db:seed` on that database first.
 */
import { createHash, randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import Database from 'better-sqlite3'
import sharp from 'sharp'

const pages = Number(process.argv[2] ?? 12)
const preview = Number(process.argv[3] ?? 8)
const database = new Database(process.env.SQLITE_FILE ?? 'tmp/docsite.sqlite3')
const storageRoot = process.env.STORAGE_ROOT ?? 'storage'

const original = Buffer.from(`%PDF-1.4 reader bench ${randomUUID()}`)
const hash = createHash('md5').update(original).digest('hex')
const folder = `documents/${hash.slice(0, 2)}/${hash.slice(2, 4)}`

function put(key: string, bytes: Buffer) {
  const path = join(storageRoot, key)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, bytes)
}

async function pageImage(page: number) {
  const lines = Array.from(
    { length: 18 },
    (_, line) => `<rect x="70" y="${190 + line * 46}" width="${560 - ((line * 37) % 180)}" height="14" rx="4" fill="#d5d9e0"/>`
  ).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="793" height="1122"><rect width="100%" height="100%" fill="#fff"/><text x="70" y="130" font-size="40" font-family="sans-serif" fill="#1c1f23">第 ${page} 页 · Page ${page}</text>${lines}</svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
}

put(`${folder}/${hash}.pdf`, original)
for (let page = 1; page <= preview; page++) put(`${folder}/${hash}/${page}.webp`, await pageImage(page))
put(`${folder}/${hash}/cover.webp`, await pageImage(1))
put(
  `${folder}/${hash}/thumb.webp`,
  await sharp(await pageImage(1))
    .resize(300, 424)
    .webp()
    .toBuffer()
)

const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
const category = database.prepare('SELECT id FROM categories WHERE type = 0 ORDER BY id LIMIT 1').get() as { id: number } | undefined
const owner = database.prepare('SELECT id FROM users ORDER BY id LIMIT 1').get() as { id: number } | undefined
const result = database
  .prepare(
    `INSERT INTO documents (uuid, title, keywords, description, user_id, hash, ext, size, language, price, status, pages, preview,
      width, height, preview_ext, enable_gzip, cover, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, '.pdf', ?, 'zh', 0, 2, ?, ?, 793, 1122, '.webp', 0, 'cover.webp', ?, ?)`
  )
  .run(
    randomUUID(),
    '2026年高中数学复习资料（含答案解析）',
    '数学,高中,复习,试卷',
    '本资料系统梳理高中数学的重要知识点，配有典型例题与详细的答案解析，适合高三学生总复习使用。',
    owner?.id ?? 0,
    hash,
    original.length,
    pages,
    preview,
    now,
    now
  )
const id = Number(result.lastInsertRowid)
if (category) database.prepare('INSERT INTO document_categories (document_id, category_id) VALUES (?, ?)').run(id, category.id)
const text = Array.from({ length: pages }, (_, page) => `第${page + 1}页 高中数学知识点与例题。`).join('\f')
database
  .prepare('INSERT OR REPLACE INTO document_texts (hash, content, length, truncated, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?)')
  .run(hash, text, text.length, now, now)
console.log(id)
