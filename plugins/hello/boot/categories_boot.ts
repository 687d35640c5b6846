import { categoryUsage } from '#plugins/categories/contracts'
import Greeting from '../models/greeting.js'

/** A category that greetings are filed under cannot be deleted (categories says so). */
export default async function categoriesBoot() {
  categoryUsage.add('hello', async (categoryIds) => {
    if (categoryIds.length === 0) return 0
    const [row] = await Greeting.query().whereIn('categoryId', categoryIds).count('* as total')
    return Number(row.$extras.total ?? 0)
  })
}
