import 'reflect-metadata'
import { prettyPrintError } from '@adonisjs/core'
import { appIgnitor } from './app_root.js'

appIgnitor()
  .ace()
  .handle(process.argv.splice(2))
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
