import { rm } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { syncPermissions } from '#core/access/permission_sync'
import settings from '#core/settings/settings_service'
import { ensureDefaultGroups } from '#core/access/default_groups'

/**
 * A fresh schema for the run: whatever an earlier run left (on MySQL) is dropped first,
 * and a per-process SQLite file is deleted afterwards.
 */
export async function prepareDatabase() {
  await db.connection().dropAllTables()
  await testUtils.db().migrate()
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
