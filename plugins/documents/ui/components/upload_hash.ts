import SparkMD5 from 'spark-md5'

/** Spec §5 / §9: files are hashed in 2 MB chunks. */
export const HASH_CHUNK_BYTES = 2 * 1024 * 1024

export class FileReadError extends Error {
  constructor() {
    super('文件读取失败')
  }
}

/** The md5 of a file, read chunk by chunk so a large file never sits in memory whole. */
export async function md5OfFile(file: File, onProgress: (percent: number) => void): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer()
  const chunks = Math.max(1, Math.ceil(file.size / HASH_CHUNK_BYTES))
  for (let index = 0; index < chunks; index++) {
    let buffer: ArrayBuffer
    try {
      buffer = await file.slice(index * HASH_CHUNK_BYTES, (index + 1) * HASH_CHUNK_BYTES).arrayBuffer()
    } catch {
      throw new FileReadError()
    }
    spark.append(buffer)
    onProgress(Math.round(((index + 1) / chunks) * 100))
  }
  return spark.end()
}
