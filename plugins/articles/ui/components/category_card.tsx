import { Link } from '~/components/link'
import type { CategoryItem } from '~/lib/shared_props'

/** Article categories (type 1) list articles; document categories have their own page. */
export function categoryHref(category: Pick<CategoryItem, 'id' | 'type'>) {
  return category.type === 1 ? `/article?category_id=${category.id}` : `/category/${category.id}`
}

/** Top-level categories with their enabled children, as in the header's 文章 popover. */
export function CategoryCard({ categories }: { categories: CategoryItem[] }) {
  const top = categories.filter((category) => category.enable !== false)
  if (!top.length) return null
  return (
    <div className="ds-category-card">
      {top.map((category) => {
        const children = (category.children ?? []).filter((child) => child.enable !== false)
        return (
          <div key={category.id} className="ds-category-card__group">
            <Link className="ds-category-card__title" href={categoryHref(category)}>
              {category.title}
            </Link>
            {children.length > 0 && (
              <div className="ds-category-card__children">
                {children.map((child) => (
                  <Link key={child.id} href={categoryHref(child)}>
                    {child.title}
                  </Link>
                ))}
              </div>
            )}
          </div>
        )
      })}
    </div>
  )
}
