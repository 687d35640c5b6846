import env from '#start/env'
import { defineConfig, drivers } from '@adonisjs/core/encryption'

export default defineConfig({
  default: 'gcm',
  list: {
    gcm: drivers.aes256gcm({ id: 'docsite', keys: [env.get('APP_KEY')] }),
  },
})
