import { cpus, freemem, loadavg, totalmem } from 'node:os'
import { statfs } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

function percent(used: number, total: number) {
  return total > 0 ? Math.round((used / total) * 1000) / 10 : 0
}

/** Where uploads and previews live on this node: the storage root, or the app itself with S3. */
function storagePath() {
  return env.get('STORAGE_DRIVER') === 's3' ? app.makePath() : app.makePath(env.get('STORAGE_ROOT', 'storage'))
}

/** DeviceInfo of api-shapes §19: cpu (with the load averages), memory and the disk of the storage root. */
export async function deviceInfo() {
  const processors = cpus()
  const cores = processors.length || 1
  const memoryTotal = totalmem()
  const memoryFree = freemem()
  const load = loadavg()
  const path = storagePath()
  // The storage root may not exist before the first upload: its disk is then the app's.
  const disk = (await statfs(path).catch(() => null)) ?? (await statfs(app.makePath()).catch(() => null))
  const diskTotal = disk ? disk.blocks * disk.bsize : 0
  const diskFree = disk ? disk.bavail * disk.bsize : 0
  return {
    cpu: {
      cores,
      model_name: processors[0]?.model ?? '',
      mhz: processors[0]?.speed ?? 0,
      percent: Math.min(100, Math.round((load[0] / cores) * 1000) / 10),
      load: load.map((value) => Math.round(value * 100) / 100),
    },
    memory: {
      total: memoryTotal,
      available: memoryFree,
      used: memoryTotal - memoryFree,
      free: memoryFree,
      percent: percent(memoryTotal - memoryFree, memoryTotal),
    },
    disk: disk
      ? [
          {
            disk_name: path,
            total: diskTotal,
            used: diskTotal - diskFree,
            free: diskFree,
            percent: percent(diskTotal - diskFree, diskTotal),
          },
        ]
      : [],
  }
}
