import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { migrationFolders } from '#core/kernel/plugin_folders'
import { cachePreparedStatements } from '#core/kernel/database/sqlite_statement_cache'

const migrations = { naturalSort: true, paths: migrationFolders() }

export default defineConfig({
  connection: env.get('DB_CONNECTION', 'sqlite'),
  prettyPrintDebugQueries: false,
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: { filename: app.makePath(env.get('SQLITE_FILE', 'tmp/docsite.sqlite3')) },
      useNullAsDefault: true,
      migrations,
      schemaGeneration: { enabled: false },
      pool: {
        afterCreate: (conn: any, done: (err: unknown, conn: unknown) => void) => {
          conn.pragma('journal_mode = WAL')
          // With WAL, NORMAL syncs at checkpoints rather than on every commit: a write costs no
          // fsync (an API call with a token records its use, ~4 ms each on this kind of disk),
          // and the database stays consistent; only a power cut may lose the last commits.
          conn.pragma('synchronous = NORMAL')
          conn.pragma('busy_timeout = 5000')
          conn.pragma('foreign_keys = ON')
          cachePreparedStatements(conn)
          done(null, conn)
        },
      },
    },
    mysql: {
      client: 'mysql2',
      connection: {
        host: env.get('DB_HOST', '127.0.0.1'),
        port: env.get('DB_PORT', 3306),
        user: env.get('DB_USER', 'root'),
        password: env.get('DB_PASSWORD', ''),
        database: env.get('DB_DATABASE', 'docsite'),
        charset: 'utf8mb4',
        timezone: 'Z',
        dateStrings: false,
      },
      migrations,
      schemaGeneration: { enabled: false },
    },
  },
})
