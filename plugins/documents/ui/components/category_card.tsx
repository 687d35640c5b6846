import { Link } from '~/components/link'
import { IconFolder } from '@douyinfe/semi-icons'
import { useSetting } from '~/lib/shared_props'
import './category_card.css'

/** categories contracts CategoryCardItem: a visible category with its visible children. */
export interface CategoryCardEntry {
  id: number
  title: string
  href: string
  doc_count: number
  icon: string
  cover: string
  children: CategoryCardEntry[]
}

/** The spec's category card: each top-level category with its children as links. */
export function CategoryCard({ cards }: { cards: CategoryCardEntry[] }) {
  const showCount = useSetting<boolean>('display', 'show_document_count', true)
  if (cards.length === 0) return null
  return (
    <nav className="ds-category-card" aria-label="文档分类">
      {cards.map((card) => (
        <section key={card.id} className="ds-category-card__item">
          <Link href={card.href} className="ds-category-card__head">
            <span className="ds-category-card__icon">
              {card.icon || card.cover ? <img src={card.icon || card.cover} alt="" /> : <IconFolder />}
            </span>
            <span className="ds-category-card__title">{card.title}</span>
            {showCount && <span className="ds-category-card__count">{card.doc_count}</span>}
          </Link>
          {card.children.length > 0 && (
            <div className="ds-category-card__children">
              {card.children.map((child) => (
                <Link key={child.id} href={child.href}>
                  {child.title}
                </Link>
              ))}
            </div>
          )}
        </section>
      ))}
    </nav>
  )
}
