import { codeWords, popcount, signCode, storedSignCode } from './vector_codec.js'

const INITIAL_CAPACITY = 1024

/**
 * The 1-bit sign codes of every chunk's vector, flat in memory (dims/8 bytes and a 4-byte id
 * per chunk), scanned whole by Hamming distance: the vectors nearest by angle differ in fewest
 * signs, so the few hundred nearest codes hold the nearest vectors, which are then scored exactly.
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

  /** The ids of the `count` codes nearest to the query's, nearest first (ties in loading order). */
  candidates(query: ArrayLike<number>, count: number): number[] {
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
    // The distance at which `count` codes are reached: a counting sort, no comparison sort of a million rows.
    let threshold = 0
    for (let seen = 0; threshold < histogram.length; threshold++) {
      seen += histogram[threshold]
      if (seen >= count) break
    }
    const picked: number[] = []
    for (let row = 0; row < this.size; row++) if (distances[row] <= threshold) picked.push(row)
    picked.sort((a, b) => distances[a] - distances[b] || a - b)
    return picked.slice(0, count).map((row) => this.#ids[row])
  }
}
