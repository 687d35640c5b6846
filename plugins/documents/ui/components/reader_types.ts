/** What the reader page receives (documentJson on the server, snake_case). */
export interface ReaderDocument {
  id: number
  uuid: string
  title: string
  keywords: string
  description: string
  user_id: number
  username: string
  user: { id: number; username: string; avatar: string } | null
  cover: string
  width: number
  height: number
  preview: number
  pages: number
  price: number
  size: number
  ext: string
  status: number
  preview_ext: string
  convert_error: string
  download_count: number
  view_count: number
  favorite_count: number
  comment_count: number
  score: number
  score_count: number
  category: { id: number; title: string; parent_id: number }[]
  created_at: string | null
  updated_at: string | null
  deleted_at: string | null
}

/** A document of the 相似文档 and 作者的其他文档 lists (relatedForReader on the server). */
export interface ReaderRelatedDocument {
  id: number
  title: string
  ext: string
  pages: number
  view_count: number
}

export interface ReaderCrumb {
  id: number
  title: string
}

/** A priced document sold as an order (the commerce plugin), see documentPageExtras. */
export interface ReaderPurchase {
  price: number
  purchased: boolean
}

/** What downloading costs the signed-in member now, and their balance (the commerce plugin), see documentPageExtras. */
export interface ReaderDownloadQuote {
  price: number
  balance: number
}

export interface ReaderAds {
  document_top?: string
  document_between?: string
  document_bottom?: string
}

export interface ReaderPageProps {
  document: ReaderDocument
  breadcrumbs: ReaderCrumb[]
  similar: ReaderRelatedDocument[]
  /** The uploader's other public documents. */
  uploader_documents: ReaderRelatedDocument[]
  extras: { advertisements?: ReaderAds; purchase?: ReaderPurchase; download?: ReaderDownloadQuote } & Record<string, unknown>
  can_manage: boolean
  my_score: number
  /** A member's page to resume at (0: none); a guest's is kept in the browser. */
  reading_page: number
  /** Whether the file has an outline (目录); the entries come from GET /api/v1/document/outline. */
  has_outline: boolean
  /** Whether the pages carry selectable text (GET /view/layer/{id}/{page}); false under 复制保护. */
  text_layer: boolean
  meta: { description: string }
}

export function textLayerUrl(document: Pick<ReaderDocument, 'id'>, page: number) {
  return `/view/layer/${document.id}/${page}`
}

export function pageUrl(document: Pick<ReaderDocument, 'id' | 'preview_ext'>, page: number) {
  return `/view/page/${document.id}/${page}${document.preview_ext}`
}

/** The page at twice the preview's width (raster previews only), rendered by the server on first request. */
export function zoomUrl(document: Pick<ReaderDocument, 'id' | 'preview_ext'>, page: number) {
  return `/view/zoom/${document.id}/${page}${document.preview_ext}`
}

/** A page the reader goes to; `seq` repeats a jump to the same page. */
export interface ReaderJump {
  page: number
  seq: number
  /** A page turn (toolbar, keys): at once and unmarked, where a found page scrolls smoothly and is marked. */
  turn?: boolean
}
