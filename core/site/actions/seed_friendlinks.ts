import Friendlink from '../models/friendlink.js'

const DEMO_LINKS = [
  { title: 'AdonisJS', link: 'https://adonisjs.com', description: 'Docsite 使用的 Node.js 框架', sort: 20 },
  { title: 'Semi Design', link: 'https://semi.design', description: 'Docsite 使用的界面组件库', sort: 10 },
]

/** Two demo friend links, added only where no link with the same address exists. */
export async function seedFriendlinks() {
  for (const demo of DEMO_LINKS) {
    const existing = await Friendlink.findBy('link', demo.link)
    if (!existing) await Friendlink.create({ ...demo, enable: true })
  }
}
