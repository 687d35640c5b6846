/** The window event a page sends to open the panel about one document: detail { id, title }. */
export const ASK_DOCUMENT_EVENT = 'assistant:ask-document'

export function askAboutDocument(document: { id: number; title: string }) {
  window.dispatchEvent(new CustomEvent(ASK_DOCUMENT_EVENT, { detail: { id: document.id, title: document.title } }))
}
