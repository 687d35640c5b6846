import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import { ApiError } from '#core/kernel/http/api_error'
import StorageFailure, { type StorageFailureKind } from '../models/storage_failure.js'

export const STORAGE_FULL_MESSAGE = '存储空间不足，文件未能保存，请联系管理员清理空间后重试'
export const STORAGE_UNAVAILABLE_MESSAGE = '存储不可用，文件未能保存，请稍后重试或联系管理员'

/** Error codes of a local disk that has no room left (or a quota, or a file size limit). */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG'])
/** Error codes of a local folder that cannot take the file (besides a full disk). */
const UNWRITABLE_CODES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'ENOENT', 'EIO'])
/** How long the dashboard's notice and the failure rows last. */
const KEEP_DAYS = 30

/** The error and the causes flydrive and the AWS SDK wrap around it. */
function* chain(error: unknown) {
  let current: any = error
  for (let depth = 0; current && depth < 5; depth += 1) {
    yield current
    current = current.cause
  }
}

/** Out of space (a disk's ENOSPC, an object store's 507 or MinIO's XMinioStorageFull), or anything else that refused the write. */
export function failureKind(error: unknown): StorageFailureKind {
  for (const cause of chain(error)) {
    if (FULL_CODES.has(cause.code) || cause.name === 'XMinioStorageFull' || cause.$metadata?.httpStatusCode === 507) return 'full'
  }
  return 'unavailable'
}

/** Whether a local file write failed for the disk's sake (full, read-only, no permission), not the request's. */
export function isDiskWriteError(error: unknown) {
  return [...chain(error)].some((cause) => FULL_CODES.has(cause.code) || UNWRITABLE_CODES.has(cause.code))
}

function describe(error: unknown) {
  return [...chain(error)].map((cause) => String(cause?.message ?? cause)).join(' ← ')
}

/**
 * A write the storage refused: logged, kept for the admin dashboard, and answered with what
 * the user can act on: 507 存储空间不足 or 503 存储不可用 instead of a bare 500.
 */
export async function reportWriteFailure(error: unknown, where: { disk: string; key: string }) {
  const kind = failureKind(error)
  logger.error(
    { err: error, disk: where.disk, key: where.key },
    kind === 'full' ? 'storage: no space left, a file was not saved' : 'storage: not writable, a file was not saved'
  )
  try {
    await StorageFailure.create({
      kind,
      disk: where.disk,
      key: where.key.slice(0, 255),
      error: describe(error).slice(0, 2000),
      failedAt: DateTime.utc(),
    })
    await StorageFailure.query()
      .where('failed_at', '<', stored(DateTime.utc().minus({ days: KEEP_DAYS })))
      .delete()
  } catch (recordError) {
    // The database may sit on the same full disk; the log line above still says what happened.
    logger.error({ err: recordError }, 'storage: could not record a write failure')
  }
  return kind === 'full' ? new ApiError(STORAGE_FULL_MESSAGE, 507) : new ApiError(STORAGE_UNAVAILABLE_MESSAGE, 503)
}

function stored(at: DateTime) {
  return at.toFormat('yyyy-MM-dd HH:mm:ss')
}

/** Write failures since a moment: how many, and the latest. */
export async function writeFailuresSince(moment: DateTime) {
  const since = stored(moment.toUTC())
  const count = await StorageFailure.query().where('failed_at', '>=', since).count('* as total').first()
  const latest = await StorageFailure.query().where('failed_at', '>=', since).orderBy('id', 'desc').first()
  return { count: Number(count?.$extras.total ?? 0), latest }
}
