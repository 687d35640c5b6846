import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'

/** Long values as real sites have them: long names and titles, Chinese category names, IPv6 addresses, browser strings, addresses. */
export const LONG = {
  username: 'zhangsan_documentation_reviewer_2026',
  realname: '欧阳建国文档审核专员',
  email: 'zhangsan.documentation.reviewer@university-library.example.com',
  mobile: '13800138000',
  ip: '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  url: 'https://docs.example.com/document/2026/annual-report-of-the-national-digital-library-construction-project?from=search&page=12',
  title: '国家数字图书馆建设项目二〇二六年度工作总结报告及下一阶段重点任务规划（征求意见稿）',
  category: '高等教育教学改革与人才培养质量评估研究资料汇编',
  sentence: '该文档内容涉嫌侵犯他人著作权，原作者已提供权利证明材料，请管理员尽快核实并处理相关投诉信息。',
}

const now = () => DateTime.now().toSQL({ includeOffset: false })!
const later = (days: number) => DateTime.now().plus({ days }).toSQL({ includeOffset: false })!

/** Inserts rows into a table that exists (a disabled plugin may have none), stamping the times it keeps. */
async function put(table: string, rows: Record<string, unknown>[]) {
  if (!(await db.connection().schema.hasTable(table))) return []
  const columns = await db.connection().getWriteClient()(table).columnInfo()
  const stamped = rows.map((row) => ({
    ...('created_at' in columns ? { created_at: now() } : {}),
    ...('updated_at' in columns ? { updated_at: now() } : {}),
    ...row,
  }))
  const ids: number[] = []
  for (const row of stamped) {
    const [id] = await db.table(table).insert(row)
    ids.push(Number(id))
  }
  return ids
}

/**
 * Three rows with long values in every admin list (users, roles, punishments, attachments,
 * navigation, links, mail, searches, documents and their recycle bin, languages, categories,
 * articles, comments, reports, orders, VIPs, visitors, ads, banners, SMS, spider, assistant,
 * greetings), so a layout test sees what an operator of a busy site sees.
 */
export async function seedLongRows(adminId: number) {
  const stamp = Date.now().toString(36)
  const three = [1, 2, 3]
  const userIds = await put(
    'users',
    three.map((n) => ({
      username: `${LONG.username}_${stamp}${n}`.slice(0, 64),
      password: 'not-a-login',
      email: `${n}.${stamp}.${LONG.email}`,
      mobile: `${LONG.mobile.slice(0, 10)}${n}`,
      realname: LONG.realname,
      register_ip: LONG.ip,
      last_login_ip: LONG.ip,
      doc_count: 12345,
      article_count: 6789,
      comment_count: 10234,
      credit_count: 99999,
      login_at: now(),
    }))
  )
  const memberGroup = await db.from('groups').where('is_default', true).first()
  const groupIds = await put(
    'groups',
    three.map((n) => ({ title: `${LONG.category.slice(0, 14)}${n}`, description: LONG.sentence, color: '#c2410c', sort: n }))
  )
  for (const [index, userId] of userIds.entries()) {
    await db.table('user_groups').insert({ user_id: userId, group_id: groupIds[index] })
    if (memberGroup) await db.table('user_groups').insert({ user_id: userId, group_id: memberGroup.id })
  }
  const userId = userIds[0]

  await put(
    'punishments',
    three.map((n) => ({
      user_id: userIds[n - 1],
      type: n,
      reason: LONG.sentence,
      remark: LONG.sentence,
      start_time: now(),
      end_time: later(30),
      // A punishment edited again and again: its 操作记录 button reads 12 条.
      operators: JSON.stringify(Array.from({ length: 12 }, (_, index) => ({ u: adminId, t: 1, ts: 1_790_000_000 + index }))),
    }))
  )
  await put(
    'attachments',
    three.map((n) => ({
      hash: `${stamp}${n}`.padEnd(32, '0'),
      user_id: userId,
      type: n,
      path: `uploads/2026/11/29/${stamp}${n}-${'x'.repeat(40)}.pdf`,
      name: `${LONG.title}.pdf`,
      size: 123456789,
      ext: '.pdf',
      ip: LONG.ip,
      description: LONG.sentence,
    }))
  )
  await put(
    'navigations',
    three.map((n) => ({ title: `${LONG.category.slice(0, 16)}${n}`, href: LONG.url, description: LONG.sentence, sort: n }))
  )
  await put(
    'friendlinks',
    three.map((n) => ({ title: `${LONG.category.slice(0, 16)}${n}`, link: LONG.url, description: LONG.sentence, sort: n }))
  )
  await put(
    'mail_logs',
    three.map((n) => ({
      recipient: LONG.email,
      subject: LONG.title,
      template: 'register_code',
      status: n % 2,
      attempts: n,
      error: LONG.sentence,
      response: LONG.sentence,
      sent_at: now(),
    }))
  )
  await put(
    'search_records',
    three.map((n) => ({
      user_id: userId,
      ip: LONG.ip,
      keywords: LONG.title.slice(0, 40),
      total: 123456,
      page: n,
      user_agent: LONG.userAgent,
      spend_time: 1.2345,
    }))
  )
  await put(
    'search_hidden_words',
    three.map((n) => ({ keywords: `${LONG.title.slice(0, 30)}${n}`, user_id: userId }))
  )

  const categoryIds = await put('categories', [
    { title: LONG.category, type: 0, parent_id: 0, description: LONG.sentence, doc_count: 12345 },
    { title: `${LONG.category}（文章）`, type: 1, parent_id: 0, description: LONG.sentence },
  ])
  const subcategory = await put('categories', [{ title: `${LONG.category}子类`, type: 0, parent_id: categoryIds[0] ?? 0 }])
  await put('languages', [{ language: '简体中文（中华人民共和国大陆地区）', code: `zh-${stamp}`.slice(0, 16), total: 123456 }])
  const documentIds = await put(
    'documents',
    [0, 1, 2, 3].map((n) => ({
      uuid: `${stamp}-${n}`.padEnd(36, '0'),
      title: `${LONG.title}${n}`,
      description: LONG.sentence,
      user_id: userId,
      ext: '.pptx',
      size: 987654321,
      pages: 1234,
      price: 9999,
      status: n === 1 ? 4 : 2,
      view_count: 1234567,
      download_count: 123456,
      favorite_count: 12345,
      comment_count: 12345,
      deleted_at: n === 3 ? now() : null,
      deleted_user_id: n === 3 ? adminId : 0,
      convert_error: n === 1 ? LONG.sentence : '',
    }))
  )
  if (categoryIds.length) {
    for (const documentId of documentIds) {
      await db.table('document_categories').insert({ document_id: documentId, category_id: subcategory[0] ?? categoryIds[0] })
    }
  }
  const articleIds = await put(
    'articles',
    [0, 1, 2, 3].map((n) => ({
      identifier: `${stamp}${n}long`,
      user_id: userId,
      title: `${LONG.title}${n}`,
      keywords: LONG.category,
      description: LONG.sentence,
      author: LONG.realname,
      content: `<p>${LONG.sentence}</p>`,
      status: n === 1 ? 2 : 1,
      reject_reason: n === 1 ? LONG.sentence : '',
      view_count: 1234567,
      deleted_at: n === 3 ? now() : null,
      deleted_user_id: n === 3 ? adminId : 0,
    }))
  )
  if (categoryIds[1]) {
    for (const articleId of articleIds) await db.table('article_categories').insert({ article_id: articleId, category_id: categoryIds[1] })
  }
  await put(
    'community_comments',
    three.map((n) => ({
      user_id: userId,
      type: 0,
      target_id: documentIds[0] ?? 1,
      content: LONG.sentence.repeat(2),
      status: n % 3,
      ip: LONG.ip,
    }))
  )
  await put(
    'community_reports',
    three.map((n) => ({
      user_id: userIds[n - 1],
      type: 0,
      target_id: documentIds[n - 1] ?? n,
      target_title: LONG.title,
      reason: n,
      status: n === 1,
      remark: LONG.sentence,
    }))
  )
  await put(
    'commerce_orders',
    three.map((n) => ({
      order_no: `${DateTime.now().toFormat('yyyyMMddHHmmss')}${stamp}${n}`.slice(0, 32),
      user_id: userId,
      order_type: n,
      product_name: LONG.title,
      quantity: 1,
      price: 999900,
      amount: 999900,
      money: 999900,
      status: n,
      payment_type: 1,
      paid_at: now(),
    }))
  )
  await put(
    'commerce_user_vips',
    three.map((n) => ({
      user_id: userIds[n - 1],
      kind: n,
      order_no: `vip${stamp}${n}`,
      times: 12,
      joined_at: now(),
      expired_at: later(365),
    }))
  )

  const today = DateTime.now().toISODate()!
  await put(
    'statistics_visitors',
    three.map((n) => ({
      visitor_id: `${stamp}-visitor-${n}`.padEnd(40, '0'),
      user_id: n === 1 ? userId : 0,
      ip: LONG.ip,
      user_agent: LONG.userAgent,
      browser: 'Microsoft Edge',
      os: 'Windows 10',
      device: 'desktop',
      page_views: 123456,
      last_url: LONG.url,
      first_seen_at: now(),
      last_seen_at: now(),
    }))
  )
  await put(
    'statistics_page_views',
    three.map((n) => ({
      visitor_id: `${stamp}-visitor-${n}`.padEnd(40, '0'),
      user_id: n === 1 ? userId : 0,
      url: LONG.url,
      page_type: 'document',
      item_id: documentIds[0] ?? 0,
      referer: LONG.url,
      ip: LONG.ip,
      user_agent: LONG.userAgent,
      day: today,
    }))
  )
  await put(
    'ads_advertisements',
    three.map((n) => ({
      user_id: userId,
      position: 'index_top',
      title: LONG.title.slice(0, 40),
      content: `<p>${LONG.sentence}</p>`,
      start_time: now(),
      end_time: later(30),
      sort: n,
      remark: LONG.sentence,
    }))
  )
  await put(
    'ads_banners',
    three.map((n) => ({
      title: LONG.title.slice(0, 40),
      path: `uploads/banner/${stamp}${n}.png`,
      url: LONG.url,
      description: LONG.sentence,
      type: 0,
      sort: n,
    }))
  )
  await put(
    'sms',
    three.map((n) => ({
      type: n,
      status: n % 2,
      user_id: userId,
      mobile: LONG.mobile,
      code_hash: 'x'.repeat(64),
      ip: LONG.ip,
      provider: 'aliyun',
      error: LONG.sentence,
      expires_at: later(1),
    }))
  )
  const spiderUrlIds = await put(
    'spider_urls',
    three.map((n) => ({
      url: `${LONG.url}&n=${n}`,
      title: LONG.title,
      category_id: `[${categoryIds[0] ?? 0}]`,
      user_id: userId,
      link_pattern: LONG.url,
      total: 12345,
      pages: 1234,
      error: LONG.sentence,
      last_run_at: now(),
      next_run_at: later(1),
    }))
  )
  await put(
    'spider_documents',
    three.map((n) => ({
      spider_url_id: spiderUrlIds[0] ?? 0,
      url: `${LONG.url}&file=${n}.pdf`,
      url_hash: `${stamp}${n}`.padEnd(40, '0'),
      source_page: LONG.url,
      title: LONG.title,
      ext: '.pdf',
      size: 987654321,
      content_type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      status: n,
      error: LONG.sentence,
      user_id: userId,
    }))
  )
  const sessionIds = await put(
    'assistant_sessions',
    three.map((n) => ({ user_id: userIds[n - 1], mode: 'keyword', feedback: LONG.sentence, message_count: 2 }))
  )
  for (const sessionId of sessionIds) {
    await put('assistant_messages', [
      { session_id: sessionId, user_id: userId, sender: 'user', content: LONG.title, total_tokens: 123456 },
      { session_id: sessionId, user_id: userId, sender: 'assistant', content: LONG.sentence.repeat(3), total_tokens: 123456 },
    ])
  }
  await put(
    'assistant_knowledge',
    three.map((n) => ({ question: `${LONG.title}${n}`, keywords: LONG.category, answer: LONG.sentence, sort: n }))
  )
  await put(
    'hello_greetings',
    three.map((n) => ({ name: `${LONG.realname}${n}`, text: LONG.sentence.slice(0, 60), user_id: userId }))
  )
  await put('queue_failures', [
    {
      job: 'documents.convert_document_job',
      job_id: `${stamp}-${'9'.repeat(30)}`,
      payload: '{}',
      error: LONG.sentence,
      attempts: 3,
      driver: 'memory',
      failed_at: now(),
    },
  ])
}
