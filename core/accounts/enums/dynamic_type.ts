/**
 * What a user did (api-shapes Dynamic.type, MOREDOC's numbering). 15 (published an article)
 * and 16 are Docsite's: MOREDOC did not record articles, and recorded an upload (3) for
 * everyone to see before the document could be read. Docsite records the upload itself as 16,
 * for the uploader alone, and 3 once the document is public.
 */
export const DynamicType = {
  Comment: 1,
  Favorite: 2,
  Upload: 3,
  Download: 4,
  Login: 5,
  Register: 6,
  Avatar: 7,
  Password: 8,
  Profile: 9,
  Verify: 10,
  Sign: 11,
  Share: 12,
  Follow: 13,
  DeleteDocument: 14,
  PublishArticle: 15,
  UploadSubmitted: 16,
} as const

export type DynamicTypeValue = (typeof DynamicType)[keyof typeof DynamicType]

/** What anyone may see on a user's page; logins, downloads and account changes stay private. */
export const PUBLIC_DYNAMIC_TYPES: DynamicTypeValue[] = [
  DynamicType.Comment,
  DynamicType.Favorite,
  DynamicType.Upload,
  DynamicType.Register,
  DynamicType.Sign,
  DynamicType.Share,
  DynamicType.PublishArticle,
]
