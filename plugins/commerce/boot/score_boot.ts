import app from '@adonisjs/core/services/app'
import { awardRegister, awardUpload } from '../actions/award_score.js'

/** A failed award must not fail the registration or upload that earned it; it is logged. */
function safely<T>(what: string, run: (payload: T) => Promise<unknown>) {
  return async (payload: T) => {
    try {
      await run(payload)
    } catch (error) {
      const logger = await app.container.make('logger')
      logger.error({ err: error, payload }, `commerce: ${what} award failed`)
    }
  }
}

/** config/score awards for events of other modules: registering and uploading. */
export default async function scoreBoot() {
  // Resolved here: the emitter service is not ready yet while plugins boot inside a provider.
  const emitter = await app.container.make('emitter')
  emitter.on(
    'accounts:registered',
    safely('register', ({ userId }) => awardRegister(userId))
  )
  emitter.on(
    'documents:created',
    safely('upload', ({ userId, documentIds }) => awardUpload(userId, documentIds))
  )
}
