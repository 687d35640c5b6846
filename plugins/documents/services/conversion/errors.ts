/**
 * Every failure of the engine is a ConversionError: a reason code the plugin can store
 * and branch on, a Chinese message for the user, and an English detail for the log.
 */
export type ConversionErrorReason =
  'empty' | 'mismatch' | 'unsupported' | 'encrypted' | 'corrupt' | 'too-large' | 'zip-bomb' | 'tool-missing' | 'timeout' | 'failed'

const USER_MESSAGES: Record<ConversionErrorReason, string> = {
  'empty': '文件为空，无法转换',
  'mismatch': '文件内容与扩展名不符，已拒绝转换',
  'unsupported': '不支持的文件格式',
  'encrypted': '文档已加密，无法转换',
  'corrupt': '文档已损坏，无法转换',
  'too-large': '文档过大（页数或体积超出限制），无法转换',
  'zip-bomb': '文档解压后体积异常，已拒绝转换',
  'tool-missing': '服务器未安装转换所需的工具，无法转换',
  'timeout': '文档转换超时',
  'failed': '文档转换失败',
}

export class ConversionError extends Error {
  readonly reason: ConversionErrorReason
  /** Shown to the uploader (Chinese). */
  readonly userMessage: string
  /** For the log (English, may name tools, paths and exit codes). */
  readonly detail: string

  constructor(reason: ConversionErrorReason, detail: string, options: { userMessage?: string; cause?: unknown } = {}) {
    super(`${reason}: ${detail}`, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'ConversionError'
    this.reason = reason
    this.detail = detail
    this.userMessage = options.userMessage ?? USER_MESSAGES[reason]
  }

  toJSON() {
    return { reason: this.reason, message: this.userMessage, detail: this.detail }
  }
}

/** The error for a missing program, naming it for the user and the log. */
export function toolMissing(tool: string, detail: string) {
  return new ConversionError('tool-missing', detail, {
    userMessage: `服务器未安装 ${tool}，无法转换该文档`,
  })
}

export function isConversionError(error: unknown): error is ConversionError {
  return error instanceof ConversionError
}
