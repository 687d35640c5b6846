import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import { sharedProps } from '../shared_props.js'

export default class InertiaMiddleware extends BaseInertiaMiddleware {
  async share(ctx: HttpContext) {
    const parts = await sharedProps.collect(ctx)
    const errors = ctx.session ? this.getValidationErrors(ctx) : {}
    return Object.assign({ errors }, ...parts)
  }

  flash(ctx: HttpContext) {
    return ctx.session?.flashMessages.all() ?? {}
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    const output = await next()
    this.dispose(ctx)
    return output
  }
}
