import { open, type FileHandle } from 'node:fs/promises'

/**
 * Names of the streams and storages in an OLE compound file (doc, xls, ppt, wps, et, dps,
 * and password-protected OOXML, which Office wraps in OLE as "EncryptedPackage").
 * Returns null when the directory cannot be read.
 */
export async function readCfbEntryNames(path: string): Promise<string[] | null> {
  const handle = await open(path, 'r')
  try {
    return await readNames(handle)
  } catch {
    return null
  } finally {
    await handle.close()
  }
}

const END_OF_CHAIN = 0xfffffffe
const FREE = 0xffffffff

async function readAt(handle: FileHandle, position: number, length: number) {
  const buffer = Buffer.alloc(length)
  const { bytesRead } = await handle.read(buffer, 0, length, position)
  return buffer.subarray(0, bytesRead)
}

async function readNames(handle: FileHandle): Promise<string[] | null> {
  const header = await readAt(handle, 0, 512)
  if (header.length < 512 || header.readUInt32LE(0) !== 0xe011cfd0) return null
  const shift = header.readUInt16LE(0x1e)
  if (shift !== 9 && shift !== 12) return null
  const sectorSize = 1 << shift
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize
  const perSector = sectorSize / 4

  const fatSectors: number[] = []
  for (let index = 0; index < 109; index++) {
    const sector = header.readUInt32LE(0x4c + index * 4)
    if (sector !== FREE) fatSectors.push(sector)
  }
  let difat = header.readUInt32LE(0x44)
  for (let guard = 0; difat !== END_OF_CHAIN && difat !== FREE && guard < 1000; guard++) {
    const block = await readAt(handle, sectorOffset(difat), sectorSize)
    if (block.length < sectorSize) break
    for (let index = 0; index < perSector - 1; index++) {
      const sector = block.readUInt32LE(index * 4)
      if (sector !== FREE) fatSectors.push(sector)
    }
    difat = block.readUInt32LE(sectorSize - 4)
  }

  const fatCache = new Map<number, Buffer>()
  const next = async (sector: number) => {
    const fatIndex = Math.floor(sector / perSector)
    if (fatIndex >= fatSectors.length) return END_OF_CHAIN
    let block = fatCache.get(fatIndex)
    if (!block) {
      block = await readAt(handle, sectorOffset(fatSectors[fatIndex]), sectorSize)
      fatCache.set(fatIndex, block)
    }
    if (block.length < sectorSize) return END_OF_CHAIN
    return block.readUInt32LE((sector % perSector) * 4)
  }

  const names: string[] = []
  let sector = header.readUInt32LE(0x30)
  const seen = new Set<number>()
  while (sector !== END_OF_CHAIN && sector !== FREE && !seen.has(sector) && seen.size < 4096) {
    seen.add(sector)
    const block = await readAt(handle, sectorOffset(sector), sectorSize)
    for (let offset = 0; offset + 128 <= block.length; offset += 128) {
      const nameLength = block.readUInt16LE(offset + 0x40)
      const type = block[offset + 0x42]
      if (type === 0 || nameLength < 2 || nameLength > 64) continue
      names.push(block.subarray(offset, offset + nameLength - 2).toString('utf16le'))
    }
    sector = await next(sector)
  }
  return names
}
