/** A stored greeting as greetingJson (transformers/greeting_transformer.ts) sends it. */
export interface GreetingItem {
  id: number
  name: string
  text: string
  /** 0 when it is filed under no category. */
  category_id: number
  favorite_count: number
  comment_count: number
  created_at: string | null
}
