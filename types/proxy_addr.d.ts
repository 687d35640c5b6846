/** The part of proxy-addr (AdonisJS's own way to read a client's address) the page cache uses; the package ships no types. */
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http'

  type Trust = (address: string, index: number) => boolean
  function proxyaddr(request: IncomingMessage, trust: Trust): string
  export default proxyaddr
}
