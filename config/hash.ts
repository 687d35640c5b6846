import env from '#start/env'
import { defineConfig, drivers } from '@adonisjs/core/hash'
import type { InferHashers } from '@adonisjs/core/types'

/**
 * scrypt is a deliberately slow, memory-hard hash that ships with Node: no native addon.
 * The test suites create thousands of accounts and sign them in: at the production cost that
 * alone took minutes of CI, so tests hash with the same algorithm at a sixteenth of the work.
 */
const cost = env.get('NODE_ENV') === 'test' ? 1024 : 16384

const hashConfig = defineConfig({
  default: 'scrypt',
  list: {
    scrypt: drivers.scrypt({ cost, blockSize: 8, parallelization: 1, maxMemory: 33554432 }),
  },
})

export default hashConfig

declare module '@adonisjs/core/types' {
  export interface HashersList extends InferHashers<typeof hashConfig> {}
}
