import { cpus, freemem, loadavg, totalmem } from 'node:os'
import { statfs } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'

function percent(used: number, total: number) {
  return total > 0 ? Math.round((used / total) * 1000) / 10 : 0
}

/** DeviceInfo of api-shapes §19: cpu, memory and the disk holding the application. */
export async function deviceInfo() {
  const processors = cpus()
  const cores = processors.length || 1
  const memoryTotal = totalmem()
  const memoryFree = freemem()
  const disk = await statfs(app.makePath()).catch(() => null)
  const diskTotal = disk ? disk.blocks * disk.bsize : 0
  const diskFree = disk ? disk.bavail * disk.bsize : 0
  return {
    cpu: {
      cores,
      model_name: processors[0]?.model ?? '',
      mhz: processors[0]?.speed ?? 0,
      percent: Math.min(100, Math.round((loadavg()[0] / cores) * 1000) / 10),
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
            disk_name: app.makePath(),
            total: diskTotal,
            used: diskTotal - diskFree,
            free: diskFree,
            percent: percent(diskTotal - diskFree, diskTotal),
          },
        ]
      : [],
  }
}
