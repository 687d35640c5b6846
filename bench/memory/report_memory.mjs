/**
 * Preloaded into the server by bench/memory/soak.ts (`node --import`): answers the bench's
 * questions over the IPC channel, so the bench reads the heap from inside without an inspector.
 *   'memory'           -> process.memoryUsage()
 *   'snapshot:<file>'  -> writes a heap snapshot there, answers { snapshot: file }
 * Plain JavaScript: the server it joins runs without a TypeScript loader.
 */
import { writeHeapSnapshot } from 'node:v8'

if (process.send) {
  process.on('message', (message) => {
    if (message === 'memory') process.send({ memory: process.memoryUsage() })
    else if (typeof message === 'string' && message.startsWith('snapshot:')) {
      process.send({ snapshot: writeHeapSnapshot(message.slice('snapshot:'.length)) })
    }
  })
  // The channel must not keep a server that is asked to stop alive.
  process.channel?.unref()
}
