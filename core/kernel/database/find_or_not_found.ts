import type { LucidModel, ModelAdapterOptions } from '@adonisjs/lucid/types/model'
import { ApiError } from '#core/kernel/http/api_error'

/** The row with this primary key, or a 404 that names what is missing (e.g. '分组不存在'). */
export async function findOrNotFound<Model extends LucidModel>(
  model: Model,
  id: unknown,
  message: string,
  options?: ModelAdapterOptions
): Promise<InstanceType<Model>> {
  const row = await model.find(id, options)
  if (!row) throw ApiError.notFound(message)
  return row
}
