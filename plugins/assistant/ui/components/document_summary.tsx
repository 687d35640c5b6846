import { Link } from '~/components/link'
import { Typography } from '@douyinfe/semi-ui-19'
import './document_summary.css'

interface DocumentSummaryProps {
  documentId: number
  summary: string
  outline: { title: string; page: number }[]
}

/** The AI summary and outline of a document, above its pages; an outline entry opens its page. */
export function DocumentSummary({ documentId, summary, outline }: DocumentSummaryProps) {
  return (
    <section className="ds-card ds-doc-summary" aria-label="文档摘要" data-testid="document-summary">
      <Typography.Title heading={6}>AI 摘要</Typography.Title>
      <Typography.Paragraph className="ds-doc-summary__text">{summary}</Typography.Paragraph>
      {outline.length > 0 && (
        <ol className="ds-doc-summary__outline" aria-label="文档大纲">
          {outline.map((item) => (
            <li key={`${item.page}-${item.title}`}>
              <Link href={`/document/${documentId}?page=${item.page}`} preserveScroll>
                {item.title}
              </Link>
              <span className="ds-doc-summary__page">第{item.page}页</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
