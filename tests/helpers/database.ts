import { rm } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { syncPermissions } from '#core/access/permission_sync'
import settings from '#core/settings/settings_service'
import { ensureDefaultGroups } from '#core/access/default_groups'

/**
 * A fresh schema for the run: whatever an earlier run left (on MySQL) is dropped first,
 * and a per-process SQLite file is deleted afterwards.
 */
export async function prepareDatabase() {
  await db.connection().dropAllTables()
  await migrateWithoutLock()
  await syncPermissions()
  await settings.sync()
  await ensureDefaultGroups()
  return async () => {
    if (db.connection().dialect.name === 'mysql') await db.connection().dropAllTables()
    await db.manager.closeAll()
    const file = process.env.SQLITE_FILE
    if (file?.startsWith('tmp/test-')) {
      for (const suffix of ['', '-wal', '-shm']) await rm(app.makePath(file + suffix), { force: true })
    }
    if (process.env.STORAGE_ROOT?.startsWith('tmp/test-storage-')) {
      await rm(app.makePath(process.env.STORAGE_ROOT), { recursive: true, force: true })
    }
  }
}

/**
 * Lucid's migration lock is MySQL's GET_LOCK('1'), one name for the whole server: two test runs
 * on their own databases of one MariaDB (CI's lane beside a developer's run) fought over it. A
 * run's database is its own, so it needs no lock.
 */
async function migrateWithoutLock() {
  const ace = await app.container.make('ace')
  const command = await ace.exec('migration:run', ['--compact-output', '--no-schema-generate', '--disable-locks'])
  if (command.exitCode) throw command.error ?? new Error('migration:run failed')
}
