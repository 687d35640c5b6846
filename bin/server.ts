import 'reflect-metadata'
import { prettyPrintError } from '@adonisjs/core'
import { appIgnitor } from './app_root.js'
import { createFrontDoorServer } from '#core/page_cache/front_door'

appIgnitor()
  .httpServer()
  .start(createFrontDoorServer)
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
