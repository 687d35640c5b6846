import net, { type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

/**
 * A TCP relay to the test Redis on 127.0.0.1 that a test can pause (connections stay open
 * and nothing is answered, like a Redis stopped with SIGSTOP) or close (port refused, like
 * a Redis that is down), then bring back on the same port.
 */
export class RedisProxy {
  port = 0
  #server?: net.Server
  #sockets = new Set<Socket>()
  #paused = false
  #held: { upstream: Socket; data: Buffer }[] = []

  constructor(private target = { host: process.env.REDIS_HOST ?? '127.0.0.1', port: Number(process.env.REDIS_PORT ?? 6379) }) {}

  async start() {
    this.#server = net.createServer((client) => {
      const upstream = net.connect(this.target)
      this.#sockets.add(client).add(upstream)
      client.on('data', (data) => (this.#paused ? this.#held.push({ upstream, data }) : upstream.write(data)))
      upstream.on('data', (data) => client.write(data))
      const close = () => {
        client.destroy()
        upstream.destroy()
        this.#sockets.delete(client)
        this.#sockets.delete(upstream)
      }
      client.on('close', close).on('error', close)
      upstream.on('close', close).on('error', close)
    })
    await new Promise<void>((resolve) => this.#server!.listen(this.port, '127.0.0.1', resolve))
    this.port = (this.#server.address() as AddressInfo).port
  }

  pause() {
    this.#paused = true
  }

  resume() {
    this.#paused = false
    for (const { upstream, data } of this.#held.splice(0)) if (!upstream.destroyed) upstream.write(data)
  }

  /** Closes the port and every connection; start() opens the same port again. */
  async stop() {
    this.#paused = false
    this.#held = []
    for (const socket of this.#sockets) socket.destroy()
    this.#sockets.clear()
    await new Promise((resolve) => (this.#server ? this.#server.close(resolve) : resolve(null)))
    this.#server = undefined
  }
}
