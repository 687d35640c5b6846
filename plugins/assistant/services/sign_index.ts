import { codeWords, popcount, signCode, storedSignCode } from './vector_codec.js'

const INITIAL_CAPACITY = 1024
/** Codes kept by the Hamming pass, per candidate asked for, for the finer estimate to rank. */
const PRESELECT = 64

/**
 * The 1-bit sign codes of every chunk's vector, flat in memory (dims/8 bytes and a 4-byte id
 * per chunk), scanned whole by Hamming distance: the vectors nearest by angle differ in fewest
 * signs, so the few thousand nearest codes hold the nearest vectors; the best few hundred of
 * those are then scored exactly from their stored int8 vectors.
 */
export class SignIndex {
  readonly words: number
  size = 0
  #ids = new Int32Array(INITIAL_CAPACITY)
  #codes: Uint32Array

  constructor(readonly dimensions: number) {
    this.words = codeWords(dimensions)
    this.#codes = new Uint32Array(INITIAL_CAPACITY * this.words)
  }

  /** Bytes the codes and ids take, as allocated. */
  get bytes() {
    return this.#ids.byteLength + this.#codes.byteLength
  }

  /** A stored (encoded) vector under its chunk id. */
  add(id: number, stored: Uint8Array) {
    if (this.size === this.#ids.length) {
      const ids = new Int32Array(this.#ids.length * 2)
      ids.set(this.#ids)
      this.#ids = ids
      const codes = new Uint32Array(ids.length * this.words)
      codes.set(this.#codes)
      this.#codes = codes
    }
    this.#ids[this.size] = id
    storedSignCode(stored, this.#codes, this.size * this.words)
    this.size += 1
  }

  /**
   * The ids of the `count` chunks nearest to the query, nearest first: the codes fewest signs
   * away (Hamming, popcount of 32-bit words), PRESELECT times more than asked, then those ranked
   * by the query's own values on their signs (the asymmetric estimate, far closer to the cosine
   * than a bit count, read a byte at a time from per-byte tables).
   */
  candidates(query: ArrayLike<number>, count: number): number[] {
    const rows = this.#nearestCodes(query, count * PRESELECT)
    const tables = byteTables(query, this.words * 4)
    const bytes = new Uint8Array(this.#codes.buffer, this.#codes.byteOffset, this.#codes.byteLength)
    const stride = this.words * 4
    const estimates = rows.map((row) => {
      let sum = 0
      for (let byte = 0, at = row * stride; byte < stride; byte++) sum += tables[byte * 256 + bytes[at + byte]]
      return sum
    })
    return rows
      .map((row, index) => [row, estimates[index]] as const)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, count)
      .map(([row]) => this.#ids[row])
  }

  /** Rows of the `count` codes fewest bits away from the query's: a counting sort, no comparison sort of a million rows. */
  #nearestCodes(query: ArrayLike<number>, count: number) {
    const words = this.words
    const code = new Uint32Array(words)
    signCode(query, code, 0)
    const distances = new Uint16Array(this.size)
    const histogram = new Uint32Array(words * 32 + 1)
    const codes = this.#codes
    for (let row = 0, at = 0; row < this.size; row++, at += words) {
      let distance = 0
      for (let word = 0; word < words; word++) distance += popcount(codes[at + word] ^ code[word])
      distances[row] = distance
      histogram[distance] += 1
    }
    let threshold = 0
    for (let seen = 0; threshold < histogram.length; threshold++) {
      seen += histogram[threshold]
      if (seen >= count) break
    }
    const picked: number[] = []
    for (let row = 0; row < this.size && picked.length < count; row++) if (distances[row] < threshold) picked.push(row)
    for (let row = 0; row < this.size && picked.length < count; row++) if (distances[row] === threshold) picked.push(row)
    return picked
  }
}

/** For each byte of a code, the sum over its 8 dimensions of ±query value (+ where the bit is set): 256 entries a byte. */
function byteTables(query: ArrayLike<number>, bytes: number) {
  const tables = new Float32Array(bytes * 256)
  for (let byte = 0; byte < bytes; byte++) {
    for (let pattern = 0; pattern < 256; pattern++) {
      let sum = 0
      for (let bit = 0; bit < 8; bit++) {
        const value = query[byte * 8 + bit] ?? 0
        sum += pattern & (1 << bit) ? value : -value
      }
      tables[byte * 256 + pattern] = sum
    }
  }
  return tables
}
