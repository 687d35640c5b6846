import db from '@adonisjs/lucid/services/db'
import Category from '../../models/category.js'

const DOCUMENT_TREE: [string, string[]][] = [
  ['教育资料', ['小学', '中学', '大学']],
  ['专业资料', ['计算机', '工程科技', '经济管理']],
  ['实用文档', ['合同范本', '简历模板', '工作总结']],
  ['生活休闲', []],
]
const ARTICLE_CATEGORIES = ['网站公告', '帮助中心']

/**
 * Demo categories on a fresh site only: the seeder runs at every start, and categories an
 * administrator deleted must stay deleted. Earlier entries sort first (higher sort).
 */
export default async function seedCategories() {
  if (await Category.query().first()) return
  await db.transaction(async (trx) => {
    for (const [index, [title, children]] of DOCUMENT_TREE.entries()) {
      const parent = await Category.create({ title, type: 0, parentId: 0, sort: 100 - index * 10 }, { client: trx })
      for (const [childIndex, child] of children.entries()) {
        await Category.create({ title: child, type: 0, parentId: parent.id, sort: 100 - childIndex * 10 }, { client: trx })
      }
    }
    for (const [index, title] of ARTICLE_CATEGORIES.entries()) {
      await Category.create({ title, type: 1, parentId: 0, sort: 100 - index * 10 }, { client: trx })
    }
  })
}
