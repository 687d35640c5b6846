/** spec §3 Category.type */
export const CATEGORY_TYPE = { Document: 0, Article: 1 } as const
