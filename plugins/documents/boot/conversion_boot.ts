import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { environmentChecks } from '#core/admin/contracts'
import { converterSettings } from '../services/conversion_worker.js'
import { checkConversionTools } from '../services/conversion/index.js'
import { reapOrphanedConversions } from '../services/conversion/child_guard.js'
import { useConcurrencySetting } from '../jobs/convert_job.js'

/**
 * Wiring of the conversion area. The queue builds its workers after boot, so the converter
 * setting's concurrency is applied here (a change needs a restart). The web process sweeps
 * once when ready, so documents a stopped or crashed process left behind are converted
 * without waiting for the first scheduled sweep; boot does not wait for it. The conversion
 * programs are reported to the admin panel's environment check, and those a killed process
 * left running are stopped.
 */
export default async function conversionBoot() {
  environmentChecks.add('documents', checkConversionTools)
  try {
    useConcurrencySetting((await converterSettings()).concurrency)
  } catch {
    // No settings table yet (e.g. `docsite migrate` on an empty database): the default applies.
  }
  if (app.getEnvironment() === 'web' || app.getEnvironment() === 'console') await reapOrphans()
  if (app.getEnvironment() !== 'web') return
  await app.ready(() => {
    import('../actions/convert_sweep.js')
      .then(({ sweepConversions }) => sweepConversions())
      .then((ids) => ids.length && logger.info(`documents: ${ids.length} document(s) queued for conversion at start`))
      .catch((error) => logger.error({ err: error }, 'documents: the start-up conversion sweep failed'))
  })
}

/** A process that was killed outright (kill -9, out of memory) left its LibreOffice running: stopped here. */
async function reapOrphans() {
  // During boot the logger service is not set yet (it is once every provider has booted).
  const log = await app.container.make('logger')
  const reaped = await reapOrphanedConversions().catch((error) => {
    log.warn({ err: error }, 'documents: could not look for conversion programs left running')
    return []
  })
  for (const orphan of reaped) {
    log.warn(`documents: stopped ${orphan.command} (pid ${orphan.pid}), left running by a conversion process that was killed`)
  }
}
