import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { firstSuperUserId } from '#core/access/contracts'
import { SINGLE_PAGES } from '../../enums/single_pages.js'

/**
 * Default texts of the footer's single pages: written for any document library, so a site
 * owner can keep them as they are or adapt them at /post?id= (they are ordinary articles).
 */
export const SINGLE_PAGE_TEXTS: Record<string, { description: string; content: string }> = {
  about: {
    description: '本站是一个文档分享与在线阅读平台，汇集学习、办公与专业资料。',
    content: `<p>本站是一个文档分享与在线阅读平台，汇集学习资料、办公文档、技术手册、行业报告等各类资料，帮助每一位读者更方便地找到、阅读和保存有用的知识。</p>
<h2>我们提供什么</h2>
<ul>
<li>在线阅读：PDF、Word、PPT、Excel、TXT 及电子书等常见格式，无需下载即可在浏览器中逐页阅读。</li>
<li>分类与搜索：按分类浏览，或用关键词搜索标题与正文。</li>
<li>上传分享：注册会员可以上传自己的文档，与更多人分享。</li>
<li>收藏与评论：收藏喜欢的文档，留下你的评价和讨论。</li>
</ul>
<h2>我们的原则</h2>
<p>我们尊重作者的劳动和知识产权。文档由用户上传，本站会对违规和侵权内容及时处理，详见<a href="/article/copyright">免责声明</a>与<a href="/article/agreement">用户协议</a>。</p>
<p>如有任何问题或建议，欢迎通过<a href="/article/contact">联系我们</a>或<a href="/article/feedback">意见反馈</a>告诉我们。</p>`,
  },
  help: {
    description: '注册登录、阅读下载、上传文档与账户相关的常见问题。',
    content: `<h2>注册与登录</h2>
<p>点击页面右上角的「注册」，填写用户名、邮箱和密码即可成为会员。忘记密码时，可在登录页选择「找回密码」，按邮件中的链接重新设置。</p>
<h2>阅读文档</h2>
<p>打开文档页即可在线阅读。部分文档只提供前几页预览，完整内容需要下载后查看。</p>
<h2>下载文档</h2>
<p>免费文档可直接下载；收费文档会在下载前显示价格，确认后从你的账户余额中扣除。已购买的文档在一定期限内可以重复下载，不会重复扣费。每日签到、上传文档等方式可以获得奖励。</p>
<h2>上传文档</h2>
<p>登录后点击「上传」，选择文件和分类，填写标题后提交。上传的文档会在转换完成后发布；如果站点开启了审核，需要管理员审核通过后才能公开。请只上传你有权分享的内容。</p>
<h2>个人中心</h2>
<p>在个人中心可以查看和管理自己上传的文档、文章、收藏、评论和账户明细，也可以修改资料和密码。</p>
<h2>遇到问题</h2>
<p>如果文档无法打开、内容有误或涉嫌侵权，请在文档页使用「举报」，或通过<a href="/article/feedback">意见反馈</a>告诉我们。</p>`,
  },
  agreement: {
    description: '使用本站服务前请阅读的用户协议。',
    content: `<p>欢迎使用本站。注册或使用本站服务，即表示你已阅读并同意以下条款。</p>
<h2>一、账户</h2>
<p>你应提供真实有效的注册信息，并妥善保管账户和密码。通过你的账户进行的操作视为你本人的行为。账户仅限本人使用，不得出借、转让或出售。</p>
<h2>二、上传内容</h2>
<p>你上传的文档、文章和评论应为你本人创作或已获得合法授权，不得包含违反法律法规、侵犯他人知识产权或隐私、色情暴力、虚假广告等内容。你保证上传内容不侵犯任何第三方的合法权益，并承担由此产生的责任。</p>
<p>你同意本站为提供服务而对上传内容进行存储、格式转换、生成预览并向其他用户展示。</p>
<h2>三、使用规范</h2>
<p>不得利用本站从事违法活动，不得以程序批量抓取、下载本站内容，不得干扰本站的正常运行，不得骚扰其他用户。</p>
<h2>四、虚拟财产与付费服务</h2>
<p>站内货币和会员服务仅限在本站使用，不能兑换为现金。付费下载和会员服务的价格以购买时页面显示为准。</p>
<h2>五、违规处理</h2>
<p>对违反本协议的内容和账户，本站有权删除相关内容，并视情节采取禁止上传、禁止评论、封禁账户等措施。</p>
<h2>六、协议变更</h2>
<p>本站可能根据需要修改本协议，修改后的协议将在本页公布。继续使用本站服务即视为接受修改后的协议。</p>`,
  },
  copyright: {
    description: '关于本站内容来源、版权与侵权处理的说明。',
    content: `<p>本站为用户提供文档上传、存储和在线阅读的信息存储空间服务。站内文档、文章和评论均由用户上传或发布，其观点不代表本站立场。</p>
<h2>内容责任</h2>
<p>上传者对其上传内容的合法性负责。本站不对用户上传内容的准确性、完整性和适用性作任何保证，读者据此作出的任何决定，风险由读者自行承担。</p>
<h2>版权保护</h2>
<p>本站尊重并保护知识产权。如果你认为本站的某项内容侵犯了你的著作权或其他合法权益，请通过<a href="/article/contact">联系我们</a>提交通知，并提供：</p>
<ul>
<li>权利人的姓名（名称）和联系方式；</li>
<li>涉嫌侵权内容的标题和网址；</li>
<li>构成侵权的初步证明材料，例如权属证明。</li>
</ul>
<p>我们收到符合要求的通知后，会尽快核实，并对侵权内容采取删除、屏蔽等措施，同时告知上传者。</p>
<h2>外部链接</h2>
<p>本站可能包含指向其他网站的链接，这些网站的内容不受本站控制，本站不对其承担责任。</p>`,
  },
  contact: {
    description: '与本站取得联系的方式。',
    content: `<p>感谢你对本站的关注。如果你有任何问题、建议或合作意向，可以通过以下方式联系我们：</p>
<ul>
<li>使用建议和问题反馈：请前往<a href="/article/feedback">意见反馈</a>留言，我们会尽快回复。</li>
<li>文档或评论的问题：请在对应页面使用「举报」功能，管理员会及时处理。</li>
<li>版权投诉：请按<a href="/article/copyright">免责声明</a>中说明的内容准备材料后与我们联系。</li>
</ul>
<p>我们通常会在 3 个工作日内回复。</p>`,
  },
  feedback: {
    description: '告诉我们你在使用本站时遇到的问题和建议。',
    content: `<p>你的每一条意见都能帮助本站变得更好。欢迎在本页下方的评论区留言，告诉我们：</p>
<ul>
<li>在使用中遇到的问题，例如文档无法预览、下载失败、页面显示异常；</li>
<li>希望本站增加的资料分类或功能；</li>
<li>对本站内容和服务的任何建议。</li>
</ul>
<p>反馈问题时，请尽量写明相关页面的网址、你使用的浏览器或设备，以及出现问题的时间，方便我们尽快定位和处理。</p>
<p>如果是针对某篇文档或某条评论的问题，请直接在该页面使用「举报」功能。</p>`,
  },
}

/** What the first versions seeded; a page still holding it exactly was never edited. */
export function placeholderOf(title: string) {
  return {
    description: `${title}（请在管理后台编辑本页内容）`,
    content: `<p>这是「${title}」页面，请管理员在后台编辑本页内容。</p>`,
  }
}

/**
 * Creates the single pages a site does not have yet, with their default texts, and gives the
 * default text to pages still holding the placeholder of the first versions. A page whose
 * title, description or body was changed is left as its owner wrote it. Pages belong to the
 * first administrator once there is one (adoptOwnerlessArticles).
 */
export async function ensureSinglePages(db: QueryClientContract) {
  const owner = await firstSuperUserId(db)
  const rows = await db
    .from('articles')
    .whereIn(
      'identifier',
      SINGLE_PAGES.map((page) => page.identifier)
    )
    .select('id', 'identifier', 'title', 'description', 'content')
  const existing = new Map(rows.map((row: any) => [String(row.identifier), row]))
  // The format Lucid writes DateTime columns in, on SQLite and MySQL alike.
  const now = DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss')
  const missing = []
  for (const page of SINGLE_PAGES) {
    const text = SINGLE_PAGE_TEXTS[page.identifier]
    const row = existing.get(page.identifier)
    if (!row) {
      missing.push({
        identifier: page.identifier,
        user_id: owner ?? 0,
        title: page.title,
        keywords: '',
        author: '',
        status: 1,
        reject_reason: '',
        ...text,
        created_at: now,
        updated_at: now,
      })
      continue
    }
    const placeholder = placeholderOf(page.title)
    if (row.title === page.title && row.description === placeholder.description && row.content === placeholder.content) {
      await db
        .from('articles')
        .where('id', row.id)
        .update({ ...text, updated_at: now })
    }
  }
  if (missing.length) await db.table('articles').multiInsert(missing)
  if (owner) await adoptOwnerlessArticles(db, owner)
}

/**
 * Articles with no author (user_id 0: the single pages seeded by a migration before any
 * account existed) become the first administrator's: every article has a `user`, which
 * clients of the API read without checking (MOREDOC's article page).
 */
export async function adoptOwnerlessArticles(db: QueryClientContract, owner: number) {
  await db.from('articles').where('user_id', 0).update({ user_id: owner })
}
