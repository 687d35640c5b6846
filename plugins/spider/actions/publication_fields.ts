/** What a found document is published with, as the API names it: set on a source or a row. */
export interface PublicationInput {
  title?: string
  category_id?: number[]
  price?: number
  language?: string
  user_id?: number
}

/** The given API fields as model attributes; absent ones are left out, so they stay as they are. */
export function publicationFields(input: PublicationInput) {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.category_id !== undefined && { categoryId: input.category_id }),
    ...(input.price !== undefined && { price: input.price }),
    ...(input.language !== undefined && { language: input.language }),
    ...(input.user_id !== undefined && { userId: input.user_id }),
  }
}
