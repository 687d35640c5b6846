import 'reflect-metadata'
import { prettyPrintError } from '@adonisjs/core'
import { appIgnitor } from './app_root.js'

appIgnitor()
  .httpServer()
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
