import { test } from '@japa/runner'
import { settings } from '#core/settings/contracts'
import { categoryCards, categoryJson, categoryPath, categoryTree, descendantIds, effectivelyEnabledIds } from '../../contracts.js'
import { disabled, DISABLED_REASON, newCategory } from '../helpers.js'

/** root → (a → a1, b (disabled) → b1); `off` is a disabled root with a child. */
async function sampleTree(type = 0) {
  const root = await newCategory({ type, sort: 5 })
  const a = await newCategory({ type, parentId: root.id, sort: 2 })
  const a1 = await newCategory({ type, parentId: a.id })
  const b = await newCategory({ type, parentId: root.id, sort: 1, enable: false })
  const b1 = await newCategory({ type, parentId: b.id })
  const off = await newCategory({ type, enable: false })
  const offChild = await newCategory({ type, parentId: off.id })
  return { root, a, a1, b, b1, off, offChild }
}

function findNode(nodes: any[], id: number): any {
  for (const node of nodes) {
    if (node.id === id) return node
    const found = findNode(node.children, id)
    if (found) return found
  }
  return null
}

test.group('Category tree contracts', () => {
  test('a disabled parent disables its children: effectivelyEnabledIds', async ({ assert }) => {
    const tree = await sampleTree()
    const ids = await effectivelyEnabledIds(0)
    assert.includeMembers(ids, [tree.root.id, tree.a.id, tree.a1.id])
    for (const hidden of [tree.b, tree.b1, tree.off, tree.offChild]) assert.notInclude(ids, hidden.id)
    assert.notInclude(await effectivelyEnabledIds(1), tree.root.id, 'types are separate trees')
  }).skip(disabled, DISABLED_REASON)

  test('categoryTree nests children in display order; onlyEnabled drops hidden branches', async ({ assert }) => {
    const tree = await sampleTree()
    const full = findNode(await categoryTree(0), tree.root.id)
    assert.deepEqual(
      full.children.map((node: any) => node.id),
      [tree.a.id, tree.b.id],
      'sort desc'
    )
    assert.equal(full.children[1].children[0].id, tree.b1.id)
    assert.equal(full.children[0].children[0].id, tree.a1.id)
    assert.properties(full, ['parent_id', 'doc_count', 'show_description', 'created_at'])

    const visible = await categoryTree(0, { onlyEnabled: true })
    const root = findNode(visible, tree.root.id)
    assert.deepEqual(
      root.children.map((node: any) => node.id),
      [tree.a.id]
    )
    assert.isNull(findNode(visible, tree.b1.id))
    assert.isNull(findNode(visible, tree.offChild.id))
  }).skip(disabled, DISABLED_REASON)

  test('descendantIds includes the category itself and every level below', async ({ assert }) => {
    const tree = await sampleTree()
    assert.sameMembers(await descendantIds(tree.root.id), [tree.root.id, tree.a.id, tree.a1.id, tree.b.id, tree.b1.id])
    assert.sameMembers(await descendantIds(tree.a1.id), [tree.a1.id])
    assert.deepEqual(await descendantIds(99999999), [])
  }).skip(disabled, DISABLED_REASON)

  test('categoryPath runs from the root to the leaf', async ({ assert }) => {
    const tree = await sampleTree()
    const path = await categoryPath(tree.b1.id)
    assert.deepEqual(
      path.map((item) => item.id),
      [tree.root.id, tree.b.id, tree.b1.id]
    )
    assert.deepEqual(await categoryPath(99999999), [])
  }).skip(disabled, DISABLED_REASON)

  test('categoryJson gives the api-shapes fields in snake_case with ISO dates', async ({ assert }) => {
    const category = await newCategory({ sort: 7 })
    const json = categoryJson(category)
    assert.containsSubset(json, { id: category.id, parent_id: 0, type: 0, enable: true, sort: 7, doc_count: 0 })
    assert.match(json.created_at!, /^\d{4}-\d{2}-\d{2}T/)
    assert.sameMembers(Object.keys(json), [
      'id',
      'parent_id',
      'title',
      'type',
      'enable',
      'doc_count',
      'sort',
      'icon',
      'cover',
      'description',
      'show_description',
      'created_at',
      'updated_at',
    ])
  }).skip(disabled, DISABLED_REASON)
})

test.group('Category cards', (group) => {
  group.each.teardown(async () => {
    await settings.update('display', { hide_category_without_document: false })
  })

  test('top-level visible categories of both types with their enabled children and links', async ({ assert }) => {
    const tree = await sampleTree(0)
    const article = await newCategory({ type: 1 })
    const cards = await categoryCards()
    const root = cards.find((card) => card.id === tree.root.id)!
    assert.exists(root)
    assert.equal(root.href, `/category/${tree.root.id}`)
    assert.deepEqual(
      root.children.map((child) => child.id),
      [tree.a.id],
      'the disabled child is left out'
    )
    assert.deepEqual(root.children[0].children, [], 'only one level of children')
    assert.notExists(cards.find((card) => card.id === tree.off.id))
    assert.notExists(
      cards.find((card) => card.id === tree.a.id),
      'children are not top-level cards'
    )
    const articleCard = cards.find((card) => card.id === article.id)!
    assert.equal(articleCard.href, `/article?category_id=${article.id}`)
    assert.isBelow(cards.indexOf(root), cards.indexOf(articleCard), 'document categories come first')
  }).skip(disabled, DISABLED_REASON)

  test('with hide_category_without_document, document categories without documents are left out', async ({ assert }) => {
    const full = await newCategory({ docCount: 3 })
    const fullChild = await newCategory({ parentId: full.id, docCount: 3 })
    const emptyChild = await newCategory({ parentId: full.id, docCount: 0 })
    const empty = await newCategory({ docCount: 0 })
    const article = await newCategory({ type: 1, docCount: 0 })

    const shown = await categoryCards()
    assert.exists(
      shown.find((card) => card.id === empty.id),
      'shown while the setting is off'
    )

    await settings.update('display', { hide_category_without_document: true })
    const cards = await categoryCards()
    const card = cards.find((item) => item.id === full.id)!
    assert.equal(card.doc_count, 3)
    assert.deepEqual(
      card.children.map((child) => child.id),
      [fullChild.id]
    )
    assert.notInclude(
      card.children.map((child) => child.id),
      emptyChild.id
    )
    assert.notExists(cards.find((item) => item.id === empty.id))
    assert.exists(
      cards.find((item) => item.id === article.id),
      'article categories are never hidden by it'
    )
  }).skip(disabled, DISABLED_REASON)
})
