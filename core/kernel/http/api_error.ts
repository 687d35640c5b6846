import { Exception } from '@adonisjs/core/exceptions'

/**
 * An error a user should read: the message is shown as is (Chinese UI strings of the
 * spec), the status is the HTTP status of the JSON API response.
 */
export class ApiError extends Exception {
  constructor(message: string, status: number) {
    super(message, { status, code: `E_API_${status}` })
  }

  static badRequest(message: string) {
    return new ApiError(message, 400)
  }

  static unauthorized(message = '您未登录或您的登录已过期，请重新登录或刷新页面重试') {
    return new ApiError(message, 401)
  }

  static forbidden(message = '您没有权限访问该资源') {
    return new ApiError(message, 403)
  }

  static notFound(message = '您要查找的内容不存在') {
    return new ApiError(message, 404)
  }

  static conflict(message: string) {
    return new ApiError(message, 409)
  }

  static tooManyRequests(message = '操作过于频繁，请稍后再试') {
    return new ApiError(message, 429)
  }
}
