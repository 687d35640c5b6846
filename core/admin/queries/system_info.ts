import db from '@adonisjs/lucid/services/db'
import env from '#start/env'

/**
 * Which backing services this node runs on, read from the environment (the table of
 * ARCHITECTURE §4): embedded defaults unless the scale-out variables are set.
 */
export function systemInfo() {
  const dialect = db.connection().dialect.name
  return {
    node_version: process.version,
    database: dialect === 'mysql' ? 'MySQL / MariaDB' : `SQLite (${dialect})`,
    queue: env.get('REDIS_HOST') ? 'BullMQ (Redis)' : '进程内队列',
    storage: env.get('STORAGE_DRIVER') === 's3' ? 'S3 兼容对象存储' : '本地磁盘',
    search: env.get('MEILISEARCH_HOST') ? 'Meilisearch' : '数据库全文检索',
    environment: env.get('NODE_ENV'),
  }
}
