/** A stored greeting as greetingJson (transformers/greeting_transformer.ts) sends it. */
export interface GreetingItem {
  id: number
  name: string
  text: string
  created_at: string | null
}
