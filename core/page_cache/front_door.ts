import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

type NodeHandler = (request: IncomingMessage, response: ServerResponse) => unknown

/**
 * Answers a request before AdonisJS sees it, or returns false (sync or async) to pass it on.
 * A layer only reads headers: a GET has no body to consume.
 */
export type FrontDoorLayer = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>

const layers: FrontDoorLayer[] = []

/**
 * What stands in front of the application on the HTTP server: hashed assets and public files
 * from memory, and pages kept for anonymous visitors (core/page_cache). Such a request then
 * costs no HttpContext, middleware, session or database read. Layers are added by the
 * page_cache module at boot; until then every request goes straight through.
 */
export const frontDoor = {
  use(layer: FrontDoorLayer) {
    layers.push(layer)
  },
  clear() {
    layers.length = 0
  },
  wrap(handler: NodeHandler): NodeHandler {
    return (request, response) => {
      if (layers.length === 0 || (request.method !== 'GET' && request.method !== 'HEAD')) return handler(request, response)
      return passThrough(0, request, response, handler)
    }
  },
}

function passThrough(from: number, request: IncomingMessage, response: ServerResponse, handler: NodeHandler): unknown {
  for (let index = from; index < layers.length; index++) {
    const answered = layers[index](request, response)
    if (answered === true) return
    if (answered !== false) {
      return answered.then(
        (done) => (done ? undefined : passThrough(index + 1, request, response, handler)),
        () => passThrough(index + 1, request, response, handler)
      )
    }
  }
  return handler(request, response)
}

/** The HTTP server bin/server.ts and the tests start: the application behind the front door. */
export function createFrontDoorServer(handler: NodeHandler) {
  return createServer(frontDoor.wrap(handler))
}
