import Greeting from '../models/greeting.js'

/** Newest first; ties (same second) by id. */
export async function listGreetings(input: { page: number; size: number }) {
  const result = await Greeting.query().orderBy('createdAt', 'desc').orderBy('id', 'desc').paginate(input.page, input.size)
  return { total: result.total, greetings: result.all() }
}
