import { defineExtensionPoint } from '#core/kernel/extension_point'

/**
 * How many items (documents, articles) are filed under the given categories. DELETE
 * /api/v1/category refuses while any handler counts more than 0; the documents plugin fills it.
 */
export const categoryUsage = defineExtensionPoint<(categoryIds: number[]) => Promise<number>>('categoryUsage')
