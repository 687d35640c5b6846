import { BlockList, isIP } from 'node:net'

/**
 * Addresses a crawler must never reach unless the operator opens them: loopback, private,
 * link-local (cloud metadata lives at 169.254.169.254), CGNAT, unique-local, multicast and
 * reserved ranges, and IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4), which
 * would otherwise smuggle a private IPv4 address past an IPv6 check.
 */
const blocked = new BlockList()
const v4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
]
const v6: [string, number][] = [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
]
for (const [network, prefix] of v4) blocked.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of v6) blocked.addSubnet(network, prefix, 'ipv6')

function family(address: string) {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4'
}

/** The allow-list setting: addresses or CIDR ranges, one per line or comma separated. */
export function parseAllowList(text: string) {
  const list = new BlockList()
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    const [address, prefix] = entry.split('/')
    const kind = isIP(address)
    if (!kind) continue
    if (prefix === undefined) list.addAddress(address, kind === 6 ? 'ipv6' : 'ipv4')
    else list.addSubnet(address, Number(prefix), kind === 6 ? 'ipv6' : 'ipv4')
  }
  return list
}

/** Where an operator opens an address (plugins/spider/settings.ts), named as the admin shows it. */
export const OPEN_IT = '（如需采集，请在 系统设置 › 采集 的「允许访问的内网地址」中放行）'

/** Why an address may not be reached, or null when it may. */
export function refusedAddress(address: string, allowed: BlockList): string | null {
  if (!isIP(address)) return `不是 IP 地址：${address}`
  if (allowed.check(address, family(address))) return null
  if (blocked.check(address, family(address))) return `禁止访问内网或保留地址：${address}${OPEN_IT}`
  return null
}
