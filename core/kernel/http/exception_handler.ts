import app from '@adonisjs/core/services/app'
import { errors as vineErrors } from '@vinejs/vine'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { ExceptionHandler, type HttpContext } from '@adonisjs/core/http'
import { ApiError } from './api_error.js'
import { errorBody } from './error_body.js'
import { isApiRequest } from './is_api_request.js'
import { renderPage } from './render_page.js'

/** What a visitor reads about a failure that is not theirs; the log has the details. */
const SERVER_ERROR_MESSAGE = '服务器开小差了，请稍后再试'

/**
 * The error page when the Inertia one cannot be rendered either (its layout reads settings
 * and navigation from the database, which may be the thing that is down): plain HTML,
 * Chinese, and nothing of the error itself.
 */
function staticErrorPage(status: number, message: string) {
  const title = status === 404 ? '页面不存在' : '出错了'
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:sans-serif;text-align:center;padding:80px 16px;color:#1c1f23"><h1 style="font-size:24px">${title}</h1><p>${escapeHtml(message)}</p><p><a href="/">返回首页</a></p></body></html>`
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** The message a visitor may read: an ApiError's own (written for users), a generic one for any other 5xx. */
function visibleMessage(error: any) {
  const status = Number(error?.status) || 500
  if (status < 500 || error instanceof ApiError) return String(error?.message ?? SERVER_ERROR_MESSAGE)
  return SERVER_ERROR_MESSAGE
}

export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction && !app.inTest
  protected renderStatusPages = true
  protected ignoreStatuses = [400, 401, 403, 404, 409, 422, 429]

  protected statusPages = {
    '404': (_error: unknown, ctx: HttpContext) => renderPage(ctx, 'site/site/errors/not_found'),
    '500..599': (error: any, ctx: HttpContext) => renderPage(ctx, 'site/site/errors/server_error', { message: visibleMessage(error) }),
  }

  /**
   * ApiErrors are answers written for users: a 503 (mail or a feature switched off) is an
   * expected state and logged as info, other 5xx as warnings; neither with a stack trace.
   */
  protected getErrorLogLevel(error: any) {
    if (error instanceof ApiError && error.status >= 500) return error.status === 503 ? 'info' : 'warn'
    return super.getErrorLogLevel(error)
  }

  async renderErrorAsJSON(error: any, ctx: HttpContext) {
    const status = Number(error?.status) || 500
    ctx.response.status(status).send(errorBody(status, visibleMessage(error)))
  }

  async renderErrorAsHTML(error: any, ctx: HttpContext) {
    const status = Number(error?.status) || 500
    if (!ctx.inertia) {
      return ctx.response
        .status(status)
        .type('html')
        .send(staticErrorPage(status, visibleMessage(error)))
    }
    try {
      return await super.renderErrorAsHTML(error, ctx)
    } catch (renderError) {
      ctx.logger.error({ err: renderError }, 'the error page could not be rendered')
      return ctx.response
        .status(status)
        .type('html')
        .send(staticErrorPage(status, visibleMessage(error)))
    }
  }

  async handle(error: any, ctx: HttpContext) {
    if (error instanceof vineErrors.E_VALIDATION_ERROR) {
      const messages = error.messages as { field: string; message: string }[]
      if (isApiRequest(ctx) || ctx.request.accepts(['html', 'json']) === 'json') {
        return ctx.response.status(400).send(errorBody(400, messages[0]?.message ?? '参数错误', messages))
      }
    }
    if (error instanceof authErrors.E_UNAUTHORIZED_ACCESS && !isApiRequest(ctx)) {
      const redirect = encodeURIComponent(ctx.request.url(true))
      return ctx.response.redirect(`/login?redirect=${redirect}`)
    }
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
      const status = 429
      const seconds = error.response?.availableIn ?? 60
      if (isApiRequest(ctx)) {
        ctx.response.header('Retry-After', String(seconds))
        return ctx.response.status(status).send(errorBody(status, `操作过于频繁，请 ${seconds} 秒后再试`))
      }
    }
    if (isApiRequest(ctx)) {
      const status = Number(error?.status) || 500
      const message =
        // An ApiError's message was written for users (存储空间不足, ...); other 5xx hide their details.
        status >= 500 && app.inProduction && !(error instanceof ApiError)
          ? '服务器内部错误，请稍后再试'
          : status === 401
            ? error?.code === 'E_API_401'
              ? error.message
              : '您未登录或您的登录已过期，请重新登录或刷新页面重试'
            : String(error?.message ?? '请求失败')
      return ctx.response.status(status).send(errorBody(status, message))
    }
    return super.handle(error, ctx)
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}
