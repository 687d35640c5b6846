import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, targets } from '@adonisjs/core/logger'

export default defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: 'docsite',
      level: env.get('LOG_LEVEL', app.inTest ? 'error' : 'info'),
      transport: {
        targets: targets()
          .pushIf(!app.inProduction && !app.inTest, targets.pretty())
          .pushIf(app.inProduction || app.inTest, targets.file({ destination: 1 }))
          .toArray(),
      },
    },
  },
})
