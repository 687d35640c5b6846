import type Greeting from '../models/greeting.js'

export function greetingJson(greeting: Greeting) {
  return {
    id: greeting.id,
    name: greeting.name,
    text: greeting.text,
    category_id: greeting.categoryId ?? 0,
    favorite_count: greeting.favoriteCount ?? 0,
    comment_count: greeting.commentCount ?? 0,
    created_at: greeting.createdAt.toISO(),
  }
}
