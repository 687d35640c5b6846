/**
 * How a chunk's embedding is kept: L2-normalised, then int8 with a scale of its own (4 bytes of
 * float32 scale, then one signed byte per dimension), a quarter of float32's size with a dot
 * product error far below what changes a ranking. Its 1-bit sign code (dims/8 bytes) is what the
 * in-memory scan compares.
 */
export function normalised(vector: ArrayLike<number>) {
  let norm = 0
  for (let index = 0; index < vector.length; index++) norm += vector[index] * vector[index]
  norm = Math.sqrt(norm) || 1
  return Float32Array.from(vector, (value) => value / norm)
}

export function encodeVector(vector: ArrayLike<number>): Buffer {
  const unit = normalised(vector)
  let peak = 0
  for (const value of unit) peak = Math.max(peak, Math.abs(value))
  const scale = peak / 127 || 1
  const bytes = Buffer.alloc(4 + unit.length)
  bytes.writeFloatLE(scale, 0)
  const values = new Int8Array(bytes.buffer, bytes.byteOffset + 4, unit.length)
  for (let index = 0; index < unit.length; index++) values[index] = Math.round(unit[index] / scale)
  return bytes
}

/** The dot product of a stored vector with a unit query: the cosine similarity. */
export function dotStored(stored: Uint8Array, query: Float32Array) {
  const scale = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength).readFloatLE(0)
  const values = new Int8Array(stored.buffer, stored.byteOffset + 4, stored.byteLength - 4)
  let sum = 0
  for (let index = 0; index < values.length && index < query.length; index++) sum += values[index] * query[index]
  return sum * scale
}

/** Words (32 bits) of a sign code for vectors of this many dimensions. */
export const codeWords = (dimensions: number) => Math.ceil(dimensions / 32)

/** Bit i set when dimension i is positive; `into` at `at` words (the index's flat array). */
export function signCode(values: ArrayLike<number>, into: Uint32Array, at: number, offset = 0) {
  for (let index = 0; index < values.length - offset; index++) {
    if (values[offset + index] > 0) into[at + (index >>> 5)] |= 1 << (index & 31)
  }
}

/** The sign code of a stored vector, read from its bytes without decoding. */
export function storedSignCode(stored: Uint8Array, into: Uint32Array, at: number) {
  signCode(new Int8Array(stored.buffer, stored.byteOffset, stored.byteLength), into, at, 4)
}

export function popcount(word: number) {
  word -= (word >>> 1) & 0x55555555
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333)
  return (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}
